import { useState } from 'react';
import { MAX_SEARCH_CHARS } from '../domain/list-state';

/**
 * The list's search box (rule FND-10): a name in Chinese or English, an ISIN or a fund house, sent to the
 * address on 搜尋 (or Enter); 清除搜尋 empties it. The box starts from the address's text (the page keys it
 * by that text, so going back shows what the list shows).
 */
export function FundSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [draft, setDraft] = useState(value);
  return (
    <form
      className="fund-search"
      role="search"
      aria-label="搜尋基金"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label className="fund-filters__field fund-search__field">
        搜尋基金
        <input
          className="ui-input"
          type="search"
          name="q"
          value={draft}
          maxLength={MAX_SEARCH_CHARS}
          placeholder="基金名稱（中英文）、ISIN 或基金公司"
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
        />
      </label>
      <button type="submit" className="ui-button ui-button--primary">
        搜尋
      </button>
      {value !== '' && (
        <button type="button" className="ui-button" onClick={() => onSearch('')}>
          清除搜尋
        </button>
      )}
    </form>
  );
}
