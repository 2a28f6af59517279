import { InfoPage } from 'shared';
import { useCart } from './stores/cart.store';

/** The cart page, `/overseas/bond/cart` (spec 2). */
export function CartPage() {
  const { items } = useCart();
  return (
    <InfoPage title="購物車">
      <p>{items.length === 0 ? '購物車是空的。' : `購物車內有 ${items.length} 檔債券。`}</p>
    </InfoPage>
  );
}
