import { useEffect } from 'react';
import { type CartButtonProps, Link, savedListKeys, useQueryClient } from 'shared';
import { useCart } from './api/use-cart';
import './cart-button.css';

/**
 * The header's cart button (spec 2): a badge with the number of items, hidden on the cart page itself.
 * The cart is reloaded each time the header is shown in the bond area, and when the account changes.
 */
export function CartButton({ pathname }: CartButtonProps) {
  const { items, idno, account } = useCart();
  const client = useQueryClient();
  const onCartPage = /^\/overseas\/bond\/cart\/?$/i.test(pathname);

  // a read already on its way counts as the reload: it is not asked twice
  useEffect(() => {
    void client.invalidateQueries({ queryKey: savedListKeys.cart(idno, account) }, { cancelRefetch: false });
  }, [client, pathname, idno, account]);

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
