import { useEffect } from 'react';
import { type CartButtonProps, isGuestIdno, Link, showsCartButton, useAccounts, useLogin } from 'shared';
import { reloadCart } from './api/reload-cart';
import { useCart } from './stores/cart.store';
import './cart-button.css';

/**
 * The header's cart button (spec 2): a badge with the number of items, hidden on the cart page itself.
 * The cart is reloaded each time the header is shown in the bond area, and when the account changes.
 */
export function CartButton({ pathname }: CartButtonProps) {
  const { items } = useCart();
  const { selectAccount } = useAccounts();
  const { idno } = useLogin();
  const onCartPage = !showsCartButton(pathname);

  useEffect(() => {
    if (idno === '' || isGuestIdno(idno)) return undefined;
    const controller = new AbortController();
    void reloadCart(selectAccount, { signal: controller.signal });
    return () => controller.abort();
  }, [pathname, selectAccount, idno]);

  if (onCartPage) return null;
  return (
    <Link to="/overseas/bond/cart" className="ui-button bond-cart-button" aria-label={`購物車，${items.length} 項`}>
      <span aria-hidden="true">購物車</span>
      <span className="bond-cart-button__badge" aria-hidden="true">
        {items.length}
      </span>
    </Link>
  );
}
