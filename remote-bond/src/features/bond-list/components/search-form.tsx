import { useId, useState } from 'react';

/** Search by name or ISIN (rule LST-3): submitting text searches, submitting nothing returns to 凱基選. */
export function SearchForm({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // the address changed (back/forward, a tab): show its text
    setShown(value);
    setText(value);
  }
  const id = useId();
  return (
    <form
      role="search"
      className="bond-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="bond-search__label">
        搜尋債券
      </label>
      <input
        id={id}
        type="search"
        className="ui-input bond-search__input"
        placeholder="輸入債券名稱、發行機構或 ISIN"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="ui-button ui-button--primary">
        搜尋
      </button>
      {value !== '' && (
        <button
          type="button"
          className="ui-button"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          清除搜尋
        </button>
      )}
    </form>
  );
}
