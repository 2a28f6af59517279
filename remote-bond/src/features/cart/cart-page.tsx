import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { failureMessage, formatDecimal, Link, LoadError, useNavigate, useQuery } from 'shared';
import { type Bond } from '@shared/bond';
import { forgetSaved, listKeyOf } from '../saved-lists';
import { cartPositionQuery, feeScheduleQuery, type CartPosition } from './api/cart-position-query';
import { useCart } from './api/use-cart';
import { CartLineEditor } from './components/cart-line-editor';
import { CartTotals } from './components/cart-totals';
import { cartTradeDate, estimateLine, findCurrencyFee, toCartLine, totalsByCurrency, type CartLine } from './domain';
import { SignInPrompt } from '../session';
import { startOrder, tradeRulesQuery } from '../orders';
import './cart.css';

const NO_BONDS: readonly Bond[] = [];

/**
 * The cart, `/overseas/bond/cart` (rule CRT-3): the cart's bonds re-queried for their position, each line
 * with its price band, minimum face value and an estimate, totals per currency; every change is saved.
 * Each of its reads is loading, in, or failed with 重新查詢; "saved" shows only once the server holds
 * every change, and changes not saved stay, across leaving the page, until saved or discarded.
 */
export function CartPage() {
  const cart = useCart();
  const { idno, account } = cart;
  // the moment the page opened: each line's trade date is an order's sent then (after the cut-off the
  // next business day's), by the product's one definition (rule BND-16)
  const [now] = useState(() => Date.now());
  // a discard shows the server's values again, also in fields still holding what was typed
  const [generation, setGeneration] = useState(0);
  // the lines the customer leaves out of the next order (rule ORD-6); every line is picked at first
  const [unpicked, setUnpicked] = useState<ReadonlySet<string>>(new Set());
  const navigate = useNavigate();

  const listKey = listKeyOf('cart', idno, account);
  useEffect(() => forgetSaved(listKey), [listKey]);

  // the ISINs the server holds (not the lines being removed), re-queried for their position
  const serverIsins = useMemo(() => (cart.status === 'ready' ? cart.serverItems.map((item) => item.isin) : []), [cart.status, cart.serverItems]);
  const position = useQuery(cartPositionQuery(serverIsins));
  const fees = useQuery(feeScheduleQuery());
  const rules = useQuery(tradeRulesQuery());
  const bonds = serverIsins.length === 0 ? NO_BONDS : (position.data?.bonds ?? NO_BONDS);
  const withdrawn = serverIsins.length === 0 ? [] : (position.data?.withdrawn ?? []);
  const byIsin = useMemo(() => new Map(bonds.map((bond) => [bond.isin, bond])), [bonds]);

  // bonds no longer offered leave the cart (rule CRT-3), once per answer, and the customer is told which
  const narrowed = useRef<CartPosition | null>(null);
  const { change } = cart;
  useEffect(() => {
    if (position.data === undefined || narrowed.current === position.data) return;
    narrowed.current = position.data;
    const gone = position.data.withdrawn.filter((isin) => serverIsins.includes(isin));
    if (gone.length > 0) void change({ type: 'remove', isins: gone }, true);
  }, [position.data, serverIsins, change]);

  const lines = useMemo(
    () =>
      cart.items.flatMap((item): CartLine<Bond>[] => {
        const bond = byIsin.get(item.isin);
        return bond === undefined ? [] : [toCartLine(bond, item)];
      }),
    [cart.items, byIsin],
  );
  const feeSchedule = fees.data ?? null;
  const tradeRules = rules.data;
  // the same trade date (rule BND-16), trading fee and settlement days as order entry, so the cart's figures are the order's (rule ORD-7)
  const tradeDateOf = useCallback((currency: string) => cartTradeDate(now, currency, findCurrencyFee(feeSchedule, currency)), [now, feeSchedule]);
  const tradeFeeOf = useMemo(() => (currency: string) => tradeRules?.fees.find((fee) => fee.currency === currency), [tradeRules]);
  const totals = useMemo(
    () =>
      totalsByCurrency(
        lines.map((line) =>
          estimateLine({
            bond: line.bond,
            faceValue: line.faceValue,
            price: line.price,
            fee: findCurrencyFee(feeSchedule, line.selectCurrency),
            tradeFee: tradeFeeOf(line.selectCurrency),
            tradeDate: tradeDateOf(line.selectCurrency),
          }),
        ),
      ),
    [lines, feeSchedule, tradeFeeOf, tradeDateOf],
  );

  if (idno === '') return <SignInPrompt title="購物車" />;

  const commit = (isin: string, choices: { faceValue: number; price: number }) => void change({ type: 'update', isin, ...choices }, true);
  const remove = (isin: string) => void change({ type: 'remove', isins: [isin] }, true);
  const discard = () => {
    cart.discard();
    setGeneration((value) => value + 1);
  };

  // the first read that failed, with the way to ask it again
  const failed =
    cart.status === 'error'
      ? { message: cart.error, retry: cart.refetch }
      : position.isError && position.data === undefined
        ? { message: failureMessage(position.error, '購物車資料暫時無法取得，請稍後再試。'), retry: () => void position.refetch() }
        : fees.isError && fees.data === undefined
          ? { message: failureMessage(fees.error, '購物車資料暫時無法取得，請稍後再試。'), retry: () => void fees.refetch() }
          : rules.isError && rules.data === undefined
            ? { message: failureMessage(rules.error, '購物車資料暫時無法取得，請稍後再試。'), retry: () => void rules.refetch() }
            : null;
  const loading = cart.status === 'loading' || (serverIsins.length > 0 && position.data === undefined) || fees.data === undefined || rules.data === undefined;

  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">購物車</h1>
      <p className="cart-page__account">交易帳號：{account}</p>
      {withdrawn.length > 0 && (
        <p className="cart-page__notice" role="status">
          以下債券已不再提供報價，已自購物車移除：{withdrawn.join('、')}
        </p>
      )}
      <p className="cart-page__save" role="status" aria-live="polite">
        {cart.saving ? '儲存中…' : cart.saved ? '購物車已儲存。' : ''}
      </p>
      {!cart.saving && cart.unsaved > 0 && (
        <div className="cart-page__error" role="alert">
          <p>{cart.failure !== '' ? `購物車儲存失敗，您輸入的內容已保留，尚未儲存。${cart.failure}` : '購物車有尚未儲存的變更，已為您保留。'}</p>
          <button type="button" className="ui-button ui-button--primary" onClick={cart.retry}>
            重新儲存
          </button>
          <button type="button" className="ui-button" onClick={discard}>
            捨棄變更
          </button>
        </div>
      )}
      {failed !== null ? (
        <LoadError className="cart-page__error" message={failed.message} onRetry={failed.retry} />
      ) : loading ? (
        <p role="status">購物車載入中…</p>
      ) : lines.length === 0 ? (
        <div className="bond-empty">
          <p>購物車是空的。</p>
          <Link className="ui-button ui-button--primary" to="/overseas/bond">
            瀏覽債券
          </Link>
        </div>
      ) : (
        <>
          <div className="cart-page__lines" data-testid="cart-lines">
            {lines.map((line) => (
              <CartLineEditor
                key={`${line.isin}:${generation}`}
                line={line}
                fee={findCurrencyFee(feeSchedule, line.selectCurrency)}
                tradeFee={tradeFeeOf(line.selectCurrency)}
                tradeDate={tradeDateOf(line.selectCurrency)}
                onCommit={commit}
                onRemove={remove}
              />
            ))}
          </div>
          <CartTotals totals={totals} />
          <fieldset className="cart-page__pick">
            <legend>選擇要下單的債券</legend>
            {lines.map((line) => (
              <label key={line.isin}>
                <input
                  type="checkbox"
                  checked={!unpicked.has(line.isin)}
                  onChange={(event) =>
                    setUnpicked((current) => {
                      const next = new Set(current);
                      if (event.target.checked) next.delete(line.isin);
                      else next.add(line.isin);
                      return next;
                    })
                  }
                />{' '}
                {line.bond.bondName}
              </label>
            ))}
            <button
              type="button"
              className="ui-button ui-button--primary"
              disabled={lines.every((line) => unpicked.has(line.isin)) || cart.unsaved > 0}
              onClick={() => {
                startOrder(
                  `${idno}|${account}`,
                  lines.filter((line) => !unpicked.has(line.isin)).map((line) => ({ isin: line.isin, faceText: formatDecimal(line.faceValue), priceText: formatDecimal(line.price, 3) })),
                );
                void navigate('/overseas/bond/order');
              }}
            >
              前往下單
            </button>
          </fieldset>
          <p className="cart-page__disclaimer">
            以上金額為依限價試算之預估值，實際金額以成交結果為準。預估應付金額＝成交金額＋前手息＋手續費，即下單時圈存、交割時支付之金額；保管費不含於其中，於持有期間另計，所列為首年預估。
          </p>
        </>
      )}
    </section>
  );
}
