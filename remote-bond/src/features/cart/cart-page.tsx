import { useEffect, useEffectEvent, useMemo } from 'react';
import { type Bond, Link, useAccounts, useLogin } from 'shared';
import { taipeiDate } from 'shared/bond-math';
import { CartLineEditor } from './components/cart-line-editor';
import { CartTotals } from './components/cart-totals';
import { estimateLine, findCurrencyFee, toCartLine, totalsByCurrency, type CartLine } from './domain';
import { cartPageStore, openCart, saveCart, useCartPage } from './stores/cart-page.store';
import { reloadCart } from './api/reload-cart';
import { cartStore, useCart } from './stores/cart.store';
import { SignInPrompt } from '../session/sign-in-prompt';
import './cart.css';

/**
 * The cart, `/overseas/bond/cart` (spec 4): the cart's bonds re-queried for their position, each line
 * with its price band, minimum face value and an estimate, totals per currency; every change is saved.
 */
export function CartPage() {
  const { idno } = useLogin();
  const { selectAccount } = useAccounts();
  const cart = useCart();
  const page = useCartPage();
  const tradeDate = useMemo(() => taipeiDate(), []);

  // the header's cart button loads the cart; without a header (a remote run alone) the page does
  useEffect(() => {
    if (idno !== '' && cartStore.status === 'idle' && selectAccount !== '') void reloadCart(selectAccount);
  }, [idno, selectAccount]);

  const open = useEffectEvent(() => void openCart(cartStore.account, cartStore.items));
  // each time the cart is (re)loaded for the selected account, its bonds are re-queried
  useEffect(() => {
    if (cart.status === 'ready' && cart.account === selectAccount) open();
  }, [cart.status, cart.account, selectAccount]);

  const lines = useMemo(
    () =>
      cart.items.flatMap((item): CartLine<Bond>[] => {
        const bond = page.bonds[item.isin];
        return bond === undefined ? [] : [toCartLine(bond, item)];
      }),
    [cart.items, page.bonds],
  );
  const totals = useMemo(
    () =>
      totalsByCurrency(
        lines.map((line) =>
          estimateLine({ bond: line.bond, faceValue: line.faceValue, price: line.price, fee: findCurrencyFee(page.feeSchedule, line.selectCurrency), tradeDate }),
        ),
      ),
    [lines, page.feeSchedule, tradeDate],
  );

  if (idno === '') return <SignInPrompt title="購物車" />;

  const account = cart.account;
  const commit = (isin: string, choices: { faceValue: number; price: number }) =>
    void saveCart(
      account,
      cartStore.items.map((item) => (item.isin === isin ? { ...item, ...choices } : item)),
    );
  const remove = (isin: string) =>
    void saveCart(
      account,
      cartStore.items.filter((item) => item.isin !== isin),
    );
  const loading = cart.status !== 'ready' || page.status === 'loading' || page.status === 'idle';

  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">購物車</h1>
      <p className="cart-page__account">交易帳號：{account}</p>
      {page.withdrawn.length > 0 && (
        <p className="cart-page__notice" role="status">
          以下債券已不再提供報價，已自購物車移除：{page.withdrawn.join('、')}
        </p>
      )}
      <p className="cart-page__save" role="status" aria-live="polite">
        {page.save === 'saving' ? '儲存中…' : page.save === 'saved' ? '購物車已儲存。' : ''}
      </p>
      {page.save === 'failed' && (
        <div className="cart-page__error" role="alert">
          <p>購物車儲存失敗，您輸入的內容已保留，請稍後再試。{page.saveError}</p>
          <button type="button" className="ui-button ui-button--primary" onClick={() => void saveCart(account, cartStore.items)}>
            重新儲存
          </button>
        </div>
      )}
      {page.status === 'error' ? (
        <div className="cart-page__error" role="alert">
          <p>{page.error}</p>
          <button type="button" className="ui-button ui-button--primary" onClick={() => void openCart(account, cartStore.items)}>
            重新查詢
          </button>
        </div>
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
                key={line.isin}
                line={line}
                fee={findCurrencyFee(cartPageStore.feeSchedule, line.selectCurrency)}
                tradeDate={tradeDate}
                onCommit={commit}
                onRemove={remove}
              />
            ))}
          </div>
          <CartTotals totals={totals} />
          <p className="cart-page__disclaimer">以上金額為依參考價格試算之預估值，實際金額以成交結果為準；保管費為一年期預估。</p>
        </>
      )}
    </section>
  );
}
