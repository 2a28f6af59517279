import { GainLoss, formatDecimal, formatPercent, LoadError, useQuery } from 'shared';
import { type ListingQuote } from '@shared/stock';
import { stockQuotesQuery } from '../api/stock-queries';
import type { WatchlistView } from '../watchlist';
import { MARKET_STATE_LABELS } from './stock-format';

function WatchlistRows({ watchlist, quotes, onSelect }: { watchlist: WatchlistView; quotes: readonly ListingQuote[]; onSelect: (symbol: string) => void }) {
  const bySymbol = new Map(quotes.map((entry) => [entry.listing.symbol, entry]));
  return (
    <ol className="stock-watchlist__list">
      {watchlist.symbols.map((symbol, index) => {
        const entry = bySymbol.get(symbol);
        const name = entry?.listing.nameZh ?? symbol;
        const previous = watchlist.symbols[index - 1];
        const next = watchlist.symbols[index + 2];
        return (
          <li key={symbol} className="stock-watchlist__row">
            <button type="button" className="stock-watchlist__name" onClick={() => onSelect(symbol)}>
              <span>{name}</span> <span className="stock-muted">{entry?.listing.code ?? ''}</span>
            </button>
            {entry === undefined ? (
              <span className="stock-muted">報價載入中</span>
            ) : (
              <span className="stock-watchlist__quote">
                {formatDecimal(entry.quote.last)}{' '}
                <GainLoss value={entry.quote.change}>{formatPercent(entry.quote.changePercent, { signed: true })}</GainLoss>{' '}
                <span className="stock-muted">{MARKET_STATE_LABELS[entry.quote.marketState]}</span>
              </span>
            )}
            <span className="stock-watchlist__actions">
              <button type="button" className="ui-button" aria-label={`${name} 上移`} disabled={index === 0} onClick={() => watchlist.change({ type: 'move', symbol, before: previous ?? null })}>
                ↑
              </button>
              <button
                type="button"
                className="ui-button"
                aria-label={`${name} 下移`}
                disabled={index === watchlist.symbols.length - 1}
                onClick={() => watchlist.change({ type: 'move', symbol, before: next ?? null })}
              >
                ↓
              </button>
              <button type="button" className="ui-button" aria-label={`自選股移除 ${name}`} onClick={() => watchlist.change({ type: 'remove', symbol })}>
                移除
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function WatchlistQuotes({ watchlist, onSelect }: { watchlist: WatchlistView; onSelect: (symbol: string) => void }) {
  const quotes = useQuery({ ...stockQuotesQuery(watchlist.symbols), enabled: watchlist.symbols.length > 0 });
  if (watchlist.symbols.length === 0) return <p className="stock-muted">您尚未加入自選股，搜尋股票後按「加入自選」。</p>;
  return (
    <>
      {quotes.isError && <LoadError message={quotes.error.message} onRetry={() => void quotes.refetch()} />}
      <WatchlistRows watchlist={watchlist} quotes={quotes.data ?? []} onSelect={onSelect} />
    </>
  );
}

/** The selected account's watchlist with quotes refreshing while the page is visible (rule STK-6). */
export function WatchlistPanel({ watchlist, onSelect }: { watchlist: WatchlistView; onSelect: (symbol: string) => void }) {
  return (
    <section className="stock-watchlist" aria-labelledby="stock-watchlist-title">
      <h2 id="stock-watchlist-title" className="stock-section-title">
        自選股
      </h2>
      {watchlist.notice !== '' && (
        <p role="alert" className="stock-field-error">
          {watchlist.notice}
        </p>
      )}
      {!watchlist.available ? (
        <p className="stock-muted">登入後即可使用自選股。</p>
      ) : watchlist.status === 'error' ? (
        <LoadError message={watchlist.error} onRetry={watchlist.refetch} />
      ) : watchlist.status === 'loading' ? (
        <p className="stock-muted">自選股載入中…</p>
      ) : (
        <WatchlistQuotes watchlist={watchlist} onSelect={onSelect} />
      )}
    </section>
  );
}
