import { useEffect } from 'react';
import { type CartButtonProps, isGuestIdno, Link, showsCartButton, useQueryClient } from 'shared';
import { savedListKeys } from '@shared/bond';
import { useCart } from './api/use-cart';
import './cart-button.css';

/**
 * The header's cart button (rule CRT-1): a badge with the number of items, hidden on the cart page itself.
 * The count is the cart as the customer sees it (the cart's query with the changes not yet saved), read
 * again each time the header is shown in the bond area (a new path) and for another account; while it
 * is read again, and after a failure, the last count stays.
 */
export function CartButton({ pathname }: CartButtonProps) {
  const { items, idno, account } = useCart();
  const client = useQueryClient();
  const onCartPage = !showsCartButton(pathname);
  const customer = idno !== '' && !isGuestIdno(idno) && account !== '';

  // joins a read already on its way (the one the query starts on mount) instead of asking twice
  useEffect(() => {
    if (customer) void client.invalidateQueries({ queryKey: savedListKeys.cart(idno, account) }, { cancelRefetch: false });
  }, [client, pathname, customer, idno, account]);

  if (onCartPage) return null;
  const count = customer ? items.length : 0;
  return (
    <Link to="/overseas/bond/cart" className="ui-button bond-cart-button" aria-label={`購物車，${count} 項`}>
      <span aria-hidden="true">購物車</span>
      <span className="bond-cart-button__badge" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
