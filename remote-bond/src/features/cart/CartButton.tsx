import { Link } from 'react-router-dom';
import type { CartButtonProps } from 'shared';
import { useCart } from './stores/cart.store';

/** The header's cart button (spec 2): a badge with the number of items; hidden on the cart page itself. */
export function CartButton({ pathname }: CartButtonProps) {
  const { lines } = useCart();
  if (/^\/overseas\/bond\/cart\/?$/i.test(pathname)) return null;
  return (
    <Link to="/overseas/bond/cart" className="ui-button bond-cart-button" aria-label={`購物車，${lines.length} 項`}>
      <span aria-hidden="true">購物車</span>
      <span className="bond-cart-button__badge" aria-hidden="true">
        {lines.length}
      </span>
    </Link>
  );
}
