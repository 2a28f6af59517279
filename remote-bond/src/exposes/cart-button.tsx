import { CartButton } from '../features/cart/cart-button';

/** Exposed as `./cart-button`: the header's cart button and badge, mounted by the host. */
export default CartButton;
