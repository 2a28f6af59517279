import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatDate, formatDateTime, formatDecimal, formatMoney, formatQuantity, inputDate, isGuestIdno, signInTarget, SubmitOutcomeNotice, useAccounts, useLogin, useOnceOnlySubmit, useQuery } from 'shared';
import { ORDER_STATE_OPTIONS, checkSuitability } from '@shared/account';
import { labelOf } from 'shared/contracts';
import { parseStockOrderAnswer, type StockListing, type StockOrder, type StockQuote } from '@shared/stock';
import { Decimal, TWD_ESTIMATE_DIGITS } from 'shared/money';
import { taipeiDate } from 'shared/calendar';
import { MARKET_FACTS, canTradeAtMarket, checkTicket, defaultGtdDate, lastGtdDate, lotSizeOf, marketOrderBlocked, orderStartNotice, stockSuitabilityProduct, toTwd, type TicketField, type TicketInput } from '@shared/stock/market';
import { stockHoldingsQuery, stockOrderRequest, useRefreshStockAccount, type StockOrderDraft } from '../api/stock-order-queries';
import { customerProfileQuery, fxRatesQuery, marginBalanceQuery, stockFeesQuery } from '../api/stock-queries';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p id={id} className="stock-field-error">
      {message}
    </p>
  );
}

/**
 * The order ticket (rules STK-3, STK-4, STK-5, STK-7): buy or sell, limit or market, quantity in the
 * market's lot, limit price on its tick, today or good-till-date, the estimate with commission in the
 * stock's currency and in TWD, and the buying power from the margin deposit. Every field is checked
 * beside itself as the customer types and again on 預覽委託; what was typed stays whatever happens.
 * A valid ticket opens the confirmation (exactly what will be sent), whose 確認送出 sends it once (rules
 * ORD-1, ORD-10, ORD-18): an order whose answer was lost is unknown, not failed, and is asked about (on
 * confirming again, or when the ticket opens again after a reload) before anything is sent, so it is never
 * placed twice; the result names the order and its state.
 */
export function OrderTicket({ listing, quote }: { listing: StockListing; quote: StockQuote }) {
  const id = useId();
  const { idno } = useLogin();
  const { selectAccount } = useAccounts();
  const customer = idno !== '' && !isGuestIdno(idno) && selectAccount !== '';
  const fees = useQuery(stockFeesQuery());
  const balance = useQuery({ ...marginBalanceQuery(idno, selectAccount), enabled: customer });
  const fx = useQuery(fxRatesQuery());
  const profile = useQuery({ ...customerProfileQuery(idno), enabled: customer });
  const holdings = useQuery({ ...stockHoldingsQuery(idno, selectAccount), enabled: customer });
  const refresh = useRefreshStockAccount();
  const [placed, setPlaced] = useState<StockOrder | null>(null);
  const order = useOnceOnlySubmit({ scope: 'stock-order', kind: 'STOCK_ORDER', parse: parseStockOrderAnswer, loading: '委託送出中…', onAccepted: setPlaced });
  const { outcome } = order;
  useEffect(() => {
    // after a definitive answer the orders, positions and buying power are read again
    if (outcome?.state === 'accepted' || outcome?.state === 'refused') refresh();
  }, [outcome, refresh]);
  const today = taipeiDate();
  const [input, setInput] = useState<TicketInput>({ side: 'B', orderType: 'limit', quantity: '', price: '', validity: 'day', gtdDate: defaultGtdDate(today) });
  const [touched, setTouched] = useState<ReadonlySet<TicketField>>(new Set());
  const [previewed, setPreviewed] = useState(false);
  /** On the confirmation; the client key is the submit's own, kept until the order's outcome is known (rule ORD-18). */
  const [confirming, setConfirming] = useState(false);
  const facts = MARKET_FACTS[listing.market];
  const lot = lotSizeOf(listing.market, listing.lotSize);
  const available = balance.data?.balances.find((entry) => entry.currency === facts.settlementCurrency)?.available;
  const commission = fees.data?.markets.find((entry) => entry.market === listing.market);
  const sellable = holdings.data?.find((position) => position.symbol === listing.symbol)?.availableQuantity ?? 0;
  const check = checkTicket(input, { listing, quote, commission, available, sellable, today });
  const marketAllowed = canTradeAtMarket(quote);
  const shown = (field: TicketField) => (touched.has(field) || previewed ? check.errors[field] : undefined);
  const update = (patch: Partial<TicketInput>, field?: TicketField) => {
    setInput((current) => ({ ...current, ...patch }));
    if (field !== undefined) setTouched((current) => new Set(current).add(field));
  };
  const rate = fx.data?.rates.find((entry) => entry.currency === facts.settlementCurrency)?.rate;
  const commissionLabel = `手續費（${commission === undefined ? '—' : `${commission.commissionRate}%，每筆最低 ${formatMoney(commission.commissionMin, listing.currency)}`}）`;
  // a sell is never refused for suitability: it reduces the customer's risk
  const refusals = input.side === 'B' && profile.data !== undefined ? checkSuitability(profile.data, stockSuitabilityProduct(listing), today) : [];
  const valid = Object.keys(check.errors).length === 0 && check.estimate !== null && refusals.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPreviewed(true);
    if (!valid) return;
    order.reset();
    setConfirming(true);
  };

  if (!customer) {
    return (
      <section className="stock-ticket" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="stock-section-title">
          下單
        </h2>
        <p className="stock-muted">登入後即可委託下單。</p>
        <a className="ui-button ui-button--primary" href={signInTarget()}>
          前往登入
        </a>
      </section>
    );
  }

  if (placed !== null) {
    return (
      <section className="stock-ticket" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="stock-section-title">
          下單：{listing.nameZh}（{listing.code}）
        </h2>
        <div role="status" className="stock-ticket__result" data-testid="stock-order-result">
          {placed.symbol !== listing.symbol && (
            <p>
              先前送出的委託：{placed.name}（{placed.code}）{placed.side === 'B' ? '買進' : '賣出'} {placed.quantity} 股。
            </p>
          )}
          <p>
            委託已受理：委託書號 {placed.orderNo}，狀態「{labelOf(ORDER_STATE_OPTIONS, placed.state)}」。
          </p>
          {placed.state === 'FILLED' && (
            <p>
              已全部成交 {formatQuantity(placed.filledQuantity, '股')}，成交價 {placed.currency} {formatDecimal(placed.averagePrice)}，{placed.side === 'B' ? '扣款' : '入帳'} {formatMoney(placed.settlementAmount, placed.settlementCurrency)}。
            </p>
          )}
        </div>
        <button
          type="button"
          className="ui-button"
          onClick={() => {
            setPlaced(null);
            order.reset();
            setConfirming(false);
            setPreviewed(false);
            setInput((current) => ({ ...current, quantity: '' }));
          }}
        >
          再下一筆
        </button>
      </section>
    );
  }

  if (confirming && check.estimate !== null) {
    const estimate = check.estimate;
    const rateEntry = fx.data?.rates.find((entry) => entry.currency === facts.settlementCurrency);
    const after = available === undefined ? undefined : (input.side === 'B' ? new Decimal(available).minus(estimate.settlementAmount) : new Decimal(available).plus(estimate.settlementAmount)).toFixed();
    const gtd = input.gtdDate.replaceAll('-', '');
    const data: StockOrderDraft = {
      account: selectAccount,
      symbol: listing.symbol,
      side: input.side,
      orderType: input.orderType === 'limit' ? 'LIMIT' : 'MARKET',
      quantity: Number(input.quantity.trim()),
      limitPrice: input.orderType === 'limit' ? estimate.price : '',
      validity: input.validity === 'gtd' ? 'GTD' : 'DAY',
      goodTillDate: input.validity === 'gtd' ? gtd : '',
    };
    return (
      <section className="stock-ticket" aria-labelledby={`${id}-confirm`}>
        <h2 id={`${id}-confirm`} className="stock-section-title">
          確認委託
        </h2>
        <dl className="stock-ticket__estimate" aria-label="委託內容">
          <div>
            <dt>交易帳號</dt>
            <dd>{selectAccount}</dd>
          </div>
          <div>
            <dt>股票</dt>
            <dd>
              {listing.nameZh}（{listing.symbol}）
            </dd>
          </div>
          <div>
            <dt>買賣</dt>
            <dd>{input.side === 'B' ? '買進' : '賣出'}</dd>
          </div>
          <div>
            <dt>價格</dt>
            <dd>{input.orderType === 'limit' ? `限價 ${listing.currency} ${formatDecimal(estimate.price)}` : `市價（預估 ${listing.currency} ${formatDecimal(estimate.price)}）`}</dd>
          </div>
          <div>
            <dt>股數</dt>
            <dd>{data.quantity} 股</dd>
          </div>
          <div>
            <dt>委託效期</dt>
            <dd>{input.validity === 'gtd' ? `指定日期至 ${formatDate(gtd)}` : '當日有效'}</dd>
          </div>
          <div>
            <dt>預估成交金額</dt>
            <dd>
              {formatMoney(estimate.consideration, listing.currency)}
            </dd>
          </div>
          <div>
            <dt>{commissionLabel}</dt>
            <dd>
              {formatMoney(estimate.commission, listing.currency)}
            </dd>
          </div>
          {estimate.marketFees.map((fee) => (
            <div key={fee.label}>
              <dt>{fee.label}</dt>
              <dd>
                {formatMoney(fee.amount, listing.currency)}
              </dd>
            </div>
          ))}
          <div className="stock-ticket__total">
            <dt>{input.side === 'B' ? '預估應付（成交金額＋手續費＋市場規費）' : '預估應收（成交金額－手續費－市場規費）'}</dt>
            <dd>
              {formatMoney(estimate.settlementAmount, estimate.settlementCurrency)}
              {listing.market === 'HK' ? `（${formatMoney(estimate.total, listing.currency)}，依 1 美元兌 7.8 港元換算）` : ''}
            </dd>
          </div>
          <div>
            <dt>約當新台幣</dt>
            <dd>{rateEntry === undefined ? '無參考匯率' : `${formatMoney(toTwd(estimate.settlementAmount, rateEntry.rate), 'TWD', { decimals: TWD_ESTIMATE_DIGITS })}（參考匯率 ${rateEntry.rate}，${formatDateTime(rateEntry.time, { year: false })}）`}</dd>
          </div>
          <div>
            <dt>{input.side === 'B' ? '委託前可用餘額' : '可用餘額'}</dt>
            <dd>{available === undefined ? '無法取得' : formatMoney(available, facts.settlementCurrency)}</dd>
          </div>
          <div>
            <dt>{input.side === 'B' ? '委託後可用餘額（圈存預估應付）' : '成交入帳後可用餘額'}</dt>
            <dd>{after === undefined ? '無法取得' : formatMoney(after, facts.settlementCurrency)}</dd>
          </div>
          <div>
            <dt>生效時間</dt>
            <dd>{orderStartNotice(facts.label, quote.marketState, quote.nextOpen)}</dd>
          </div>
        </dl>
        <SubmitOutcomeNotice submit={order} noun="委託" className="stock-ticket__notice" />
        <div className="stock-ticket__actions">
          <button type="button" className="ui-button ui-button--primary" disabled={order.busy} onClick={() => order.submit(stockOrderRequest(data))}>
            {order.phase === 'sending' ? '送出中…' : '確認送出'}
          </button>
          <button type="button" className="ui-button" disabled={order.busy} onClick={() => setConfirming(false)}>
            返回修改
          </button>
        </div>
      </section>
    );
  }

  const errorId = (field: TicketField) => `${id}-${field}-error`;
  const describedBy = (field: TicketField, hint?: string) => [shown(field) !== undefined ? errorId(field) : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <section className="stock-ticket" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="stock-section-title">
        下單：{listing.nameZh}（{listing.code}）
      </h2>
      <p className="stock-muted">商品風險等級 {listing.riskGrade}</p>
      <SubmitOutcomeNotice submit={order} noun="委託" className="stock-ticket__notice" />
      {refusals.length > 0 && (
        <div role="alert" className="stock-ticket__refusals">
          <p>您目前無法買進此股票：</p>
          <ul>
            {refusals.map((refusal) => (
              <li key={refusal.code}>{refusal.message}</li>
            ))}
          </ul>
        </div>
      )}
      <form onSubmit={submit} noValidate className="stock-ticket__form">
        <fieldset className="stock-ticket__group">
          <legend>買賣</legend>
          {(
            [
              ['B', '買進'],
              ['S', '賣出'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="stock-ticket__choice">
              <input type="radio" name={`${id}-side`} value={value} checked={input.side === value} onChange={() => update({ side: value }, 'quantity')} />
              {label}
            </label>
          ))}
        </fieldset>
        <fieldset className="stock-ticket__group" aria-describedby={`${id}-type-hint`}>
          <legend>價格類別</legend>
          <label className="stock-ticket__choice">
            <input type="radio" name={`${id}-type`} value="limit" checked={input.orderType === 'limit'} onChange={() => update({ orderType: 'limit' })} />
            限價
          </label>
          <label className="stock-ticket__choice">
            <input
              type="radio"
              name={`${id}-type`}
              value="market"
              checked={input.orderType === 'market'}
              disabled={!marketAllowed}
              onChange={() => update({ orderType: 'market' }, 'orderType')}
            />
            市價
          </label>
          {!marketAllowed && (
            <p id={`${id}-type-hint`} className="stock-muted">
              {marketOrderBlocked(quote)}
            </p>
          )}
          <FieldError id={errorId('orderType')} message={shown('orderType')} />
        </fieldset>
        <div className="stock-ticket__field">
          <label htmlFor={`${id}-quantity`}>股數</label>
          <input
            id={`${id}-quantity`}
            className="ui-input"
            inputMode="numeric"
            value={input.quantity}
            aria-invalid={shown('quantity') !== undefined}
            aria-describedby={describedBy('quantity', `${id}-quantity-hint`)}
            onChange={(event) => update({ quantity: event.target.value }, 'quantity')}
          />
          <p id={`${id}-quantity-hint`} className="stock-muted">
            每單位 {lot} 股
          </p>
          <FieldError id={errorId('quantity')} message={shown('quantity')} />
        </div>
        {input.orderType === 'limit' && (
          <div className="stock-ticket__field">
            <label htmlFor={`${id}-price`}>限價（{listing.currency}）</label>
            <input
              id={`${id}-price`}
              className="ui-input"
              inputMode="decimal"
              value={input.price}
              aria-invalid={shown('price') !== undefined}
              aria-describedby={describedBy('price')}
              onChange={(event) => update({ price: event.target.value }, 'price')}
            />
            <FieldError id={errorId('price')} message={shown('price')} />
          </div>
        )}
        <fieldset className="stock-ticket__group">
          <legend>委託效期</legend>
          <label className="stock-ticket__choice">
            <input type="radio" name={`${id}-validity`} value="day" checked={input.validity === 'day'} onChange={() => update({ validity: 'day' })} />
            當日有效
          </label>
          <label className="stock-ticket__choice">
            <input type="radio" name={`${id}-validity`} value="gtd" checked={input.validity === 'gtd'} onChange={() => update({ validity: 'gtd' }, 'gtdDate')} />
            指定日期（最長 90 天）
          </label>
          {input.validity === 'gtd' && (
            <div className="stock-ticket__field">
              <label htmlFor={`${id}-gtd`}>有效至</label>
              <input
                id={`${id}-gtd`}
                className="ui-input"
                type="date"
                value={input.gtdDate}
                max={inputDate(lastGtdDate(today))}
                aria-invalid={shown('gtdDate') !== undefined}
                aria-describedby={describedBy('gtdDate')}
                onChange={(event) => update({ gtdDate: event.target.value }, 'gtdDate')}
              />
              <FieldError id={errorId('gtdDate')} message={shown('gtdDate')} />
            </div>
          )}
        </fieldset>
        <dl className="stock-ticket__estimate" aria-label="預估金額">
          <div>
            <dt>預估成交金額</dt>
            <dd>{check.estimate === null ? '—' : formatMoney(check.estimate.consideration, listing.currency)}</dd>
          </div>
          <div>
            <dt>{commissionLabel}</dt>
            <dd>{check.estimate === null ? '—' : formatMoney(check.estimate.commission, listing.currency)}</dd>
          </div>
          {check.estimate?.marketFees.map((fee) => (
            <div key={fee.label}>
              <dt>{fee.label}</dt>
              <dd>
                {formatMoney(fee.amount, listing.currency)}
              </dd>
            </div>
          ))}
          <div>
            <dt>{input.side === 'B' ? '預估應付' : '預估應收'}</dt>
            <dd>
              {check.estimate === null
                ? '—'
                : `${formatMoney(check.estimate.settlementAmount, facts.settlementCurrency)}${rate === undefined ? '' : `（約${formatMoney(toTwd(check.estimate.settlementAmount, rate), 'TWD', { decimals: TWD_ESTIMATE_DIGITS })}）`}`}
            </dd>
          </div>
          <div>
            <dt>可用餘額</dt>
            <dd>{balance.isError ? '無法取得' : available === undefined ? '—' : formatMoney(available, facts.settlementCurrency)}</dd>
          </div>
        </dl>
        {listing.market === 'HK' && <p className="stock-muted">港股以美元交割，依 1 美元兌 7.8 港元換算。</p>}
        <p className="stock-muted">{orderStartNotice(facts.label, quote.marketState, quote.nextOpen)}</p>
        <button type="submit" className="ui-button ui-button--primary">
          預覽委託
        </button>
        {previewed && !valid && (
          <p role="status" className="stock-field-error">
            {refusals.length > 0 ? '您目前無法買進此股票，原因如上。' : '委託內容有誤，請依欄位旁的說明修正。'}
          </p>
        )}
      </form>
    </section>
  );
}
