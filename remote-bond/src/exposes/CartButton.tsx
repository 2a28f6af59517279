import { CartButton } from '../features/cart/CartButton';

/** Exposed as `./CartButton`: the header's cart button and badge, mounted by the host. */
export default CartButton;
