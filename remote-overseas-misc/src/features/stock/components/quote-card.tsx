import { GainLoss, formatDateTime, formatDecimal, formatPercent, formatQuantity } from 'shared';
import { type StockListing, type StockQuote } from '@shared/stock';
import { MARKET_FACTS } from '@shared/stock/market';
import { MARKET_STATE_LABELS } from './stock-format';

/**
 * A stock's delayed quote (rule STK-2): last, change and %, bid/ask, volume, day and 52-week ranges,
 * currency and market, the delay and the time the figures are from, and the market's state now, all in
 * the customer's (Taiwan) time.
 */
export function QuoteCard({ listing, quote, actions }: { listing: StockListing; quote: StockQuote; actions?: React.ReactNode }) {
  return (
    <section className="stock-quote" aria-labelledby="stock-quote-title">
      <div className="stock-quote__head">
        <h2 id="stock-quote-title" className="stock-quote__title">
          {listing.nameZh} <span className="stock-quote__code">{listing.code}</span>
        </h2>
        <p className="stock-quote__names">
          {listing.nameEn} · {MARKET_FACTS[listing.market].label} · {listing.currency}
          {listing.market === 'HK' ? ` · 每手 ${formatQuantity(listing.lotSize, '股')}` : ''}
        </p>
        {actions}
      </div>
      <p className="stock-quote__price">
        <span className="stock-quote__last">{formatDecimal(quote.last)}</span>{' '}
        <GainLoss value={quote.change}>
          {formatDecimal(quote.change, undefined, { signed: true })}（{formatPercent(quote.changePercent, { signed: true })}）
        </GainLoss>
      </p>
      <p className="stock-quote__state">
        <span className={`stock-state stock-state--${quote.marketState}`}>{MARKET_STATE_LABELS[quote.marketState]}</span>
        {quote.nextOpen !== '' && <span>下次開盤 {formatDateTime(quote.nextOpen, { year: false, zone: true })}</span>}
        {!quote.live && quote.marketState === 'open' && <span>此股票今日無成交</span>}
      </p>
      <p className="stock-quote__delay">
        延遲 {quote.delayMinutes} 分鐘報價，資料時間 {formatDateTime(quote.asOf, { year: false, zone: true })}
      </p>
      <dl className="stock-quote__figures">
        <div>
          <dt>買價 / 賣價</dt>
          <dd>
            {formatDecimal(quote.bid)} / {formatDecimal(quote.ask)}
          </dd>
        </div>
        <div>
          <dt>成交量</dt>
          <dd>{formatQuantity(quote.volume, '股')}</dd>
        </div>
        <div>
          <dt>昨收</dt>
          <dd>{formatDecimal(quote.previousClose)}</dd>
        </div>
        <div>
          <dt>當日區間</dt>
          <dd>
            {formatDecimal(quote.dayLow)} – {formatDecimal(quote.dayHigh)}
          </dd>
        </div>
        <div>
          <dt>52 週區間</dt>
          <dd>
            {formatDecimal(quote.yearLow)} – {formatDecimal(quote.yearHigh)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
