import { LoadError, useQuery, useSearchParams } from 'shared';
import { stockQuotesQuery } from '../api/stock-queries';
import { OrderTicket } from '../order-ticket/order-ticket';
import { useWatchlist, type WatchlistView } from '../watchlist';
import { PriceChart } from './price-chart';
import { StockAccount } from './stock-account';
import { QuoteCard } from './quote-card';
import { StockSearch } from './stock-search';
import { UsWithholding } from './us-withholding';
import { WatchlistPanel } from './watchlist-panel';
import './stock.css';

function WatchButton({ symbol, name, watchlist }: { symbol: string; name: string; watchlist: WatchlistView }) {
  if (!watchlist.available || watchlist.status !== 'ready') return null;
  const watched = watchlist.symbols.includes(symbol);
  return (
    <button
      type="button"
      className="ui-button"
      aria-pressed={watched}
      aria-label={watched ? `已加入自選：${name}` : `加入自選：${name}`}
      onClick={() => watchlist.change({ type: watched ? 'remove' : 'add', symbol })}
    >
      <span aria-hidden="true">{watched ? '★' : '☆'}</span> {watched ? '已加入自選' : '加入自選'}
    </button>
  );
}

function SelectedStock({ symbol, watchlist }: { symbol: string; watchlist: WatchlistView }) {
  const query = useQuery(stockQuotesQuery([symbol]));
  if (query.isError) return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <p className="stock-muted">報價載入中…</p>;
  const entry = query.data[0];
  if (entry === undefined) return <p role="status">查無股票 {symbol}，請重新搜尋。</p>;
  return (
    <>
      <QuoteCard listing={entry.listing} quote={entry.quote} actions={<WatchButton symbol={symbol} name={entry.listing.nameZh} watchlist={watchlist} />} />
      <PriceChart key={symbol} listing={entry.listing} />
      <OrderTicket key={`ticket-${symbol}`} listing={entry.listing} quote={entry.quote} />
      {entry.listing.market === 'US' && <UsWithholding />}
    </>
  );
}

/**
 * `/overseas/stock`: search US, Hong Kong and Japan stocks, their delayed quote and charts, the order
 * ticket, the selected account's watchlist, and its stock orders and positions (rules STK-1 to STK-8). The stock shown is in the address
 * (`?symbol=AAPL.US`), so a reload or a shared link opens it again.
 */
export function StockPage() {
  const [params, setParams] = useSearchParams();
  const symbol = params.get('symbol') ?? '';
  const watchlist = useWatchlist();
  const select = (next: string) => setParams({ symbol: next });
  return (
    <div className="stock-page">
      <h1 className="stock-page__title">海外股票</h1>
      <div className="stock-page__layout">
        <div className="stock-page__main">
          <StockSearch onSelect={select} />
          {symbol === '' ? <p className="stock-muted">搜尋美股、港股或日股，查看延遲報價與走勢。</p> : <SelectedStock symbol={symbol} watchlist={watchlist} />}
          <StockAccount />
        </div>
        <aside className="stock-page__side" aria-label="自選股清單">
          <WatchlistPanel watchlist={watchlist} onSelect={select} />
        </aside>
      </div>
    </div>
  );
}
