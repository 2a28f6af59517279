import { useEffect } from 'react';
import { type CartButtonProps, isGuestIdno, Link, showsCartButton, useAccounts, useLogin, useQuery } from 'shared';
import { cartQuery } from './api/cart-query';
import './cart-button.css';

/**
 * The header's cart button (spec 2): a badge with the number of items, hidden on the cart page itself.
 * The count is the cart's query, read again each time the header is shown in the bond area (a new
 * path) and for another account; while it is read again, and after a failure, the last count stays.
 */
export function CartButton({ pathname }: CartButtonProps) {
  const { selectAccount } = useAccounts();
  const { idno } = useLogin();
  const onCartPage = !showsCartButton(pathname);
  const customer = idno !== '' && !isGuestIdno(idno) && selectAccount !== '';
  const cart = useQuery({ ...cartQuery(idno, selectAccount), enabled: customer });
  const { refetch } = cart;

  useEffect(() => {
    // joins the read the query starts on mount instead of asking twice
    if (customer) void refetch({ cancelRefetch: false });
  }, [pathname, customer, refetch]);

  const count = customer ? (cart.data?.length ?? 0) : 0;
  if (onCartPage) return null;
  return (
    <Link to="/overseas/bond/cart" className="ui-button bond-cart-button" aria-label={`購物車，${count} 項`}>
      <span aria-hidden="true">購物車</span>
      <span className="bond-cart-button__badge" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
