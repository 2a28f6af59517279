import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { CartButtonProps } from 'shared';
import { matchArea, showsCartButton, type RemoteName } from 'shared/areas';
import { useRemoteComponent, useRemoteLoads } from '../remotes/remote-components';

/**
 * The cart button's room while remote-bond's code arrives (rule PRF-2): an invisible box of the button's
 * size, so that the button appearing after the shell moves nothing (it made the header a row taller on a
 * phone: 0.10 of layout shift on the bond list). Hidden from everyone, never focusable.
 */
function CartButtonPlaceholder() {
  return (
    <span className="ui-button site-header__cart-placeholder" aria-hidden="true" data-testid="cart-button-placeholder">
      <span>購物車</span>
      <span className="site-header__cart-placeholder-badge">0</span>
    </span>
  );
}

/** The remote's `./CartButton`, asked for again on another path and whenever the remote has loaded again. */
function RemoteCartButton({ remote, pathname }: { remote: RemoteName; pathname: string }) {
  const remoteLoads = useRemoteLoads(remote);
  const { Component: CartButton } = useRemoteComponent<CartButtonProps>(remote, './CartButton', [pathname, remoteLoads]);
  return (
    <ErrorBoundary fallback={null} resetKeys={[pathname, remoteLoads]}>
      <Suspense fallback={showsCartButton(pathname) ? <CartButtonPlaceholder /> : null}>
        <CartButton pathname={pathname} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The header's slot for remote-bond's cart button, filled only inside an area whose row in
 * `REMOTE_AREAS` has the cart button (rule CRT-1); the button itself hides on the cart page. The button is
 * a convenience: while its remote cannot be reached the header goes without it, and it comes back on
 * the next path or as soon as the remote's area has loaded again, without a page load.
 */
export function CartButtonSlot({ pathname }: { pathname: string }) {
  const area = matchArea(pathname)?.area;
  if (area?.cartButton === undefined) return null;
  return <RemoteCartButton remote={area.remote} pathname={pathname} />;
}
