import { useState, type FormEvent } from 'react';
import { LoadError, useQuery } from 'shared';
import { MARKET_FACTS } from '@shared/stock/market';
import { stockSearchQuery } from '../api/stock-queries';

/** Search by code or English/Chinese name (rule STK-1); choosing a result opens its quote. */
export function StockSearch({ onSelect }: { onSelect: (symbol: string) => void }) {
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [problem, setProblem] = useState('');
  const query = useQuery({ ...stockSearchQuery(asked), enabled: asked !== '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') {
      setProblem('請輸入股票代號或名稱。');
      return;
    }
    setProblem('');
    setAsked(trimmed);
  };

  return (
    <section className="stock-search" aria-labelledby="stock-search-title">
      <h2 id="stock-search-title" className="stock-section-title">
        搜尋股票
      </h2>
      <form className="stock-search__form" role="search" onSubmit={submit} noValidate>
        <label htmlFor="stock-search-input" className="stock-search__label">
          代號或名稱
        </label>
        <input
          id="stock-search-input"
          className="ui-input stock-search__input"
          type="search"
          value={text}
          maxLength={40}
          placeholder="例如 AAPL、0700、騰訊、豐田"
          aria-invalid={problem !== ''}
          aria-describedby={problem !== '' ? 'stock-search-problem' : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="ui-button ui-button--primary">
          搜尋
        </button>
        {problem !== '' && (
          <p id="stock-search-problem" className="stock-field-error">
            {problem}
          </p>
        )}
      </form>
      {asked !== '' &&
        (query.isError ? (
          <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
        ) : query.data === undefined ? (
          <p className="stock-muted" role="status">
            搜尋中…
          </p>
        ) : query.data.length === 0 ? (
          <p className="stock-muted" role="status">
            找不到符合「{asked}」的股票。
          </p>
        ) : (
          <ul className="stock-search__results" aria-label="搜尋結果">
            {query.data.map((listing) => (
              <li key={listing.symbol}>
                <button type="button" className="stock-search__result" onClick={() => onSelect(listing.symbol)}>
                  <span className="stock-search__code">{listing.code}</span>
                  <span>{listing.nameZh}</span>
                  <span className="stock-muted">{listing.nameEn}</span>
                  <span className="stock-badge">{MARKET_FACTS[listing.market].label}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
