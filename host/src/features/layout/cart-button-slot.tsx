import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { CartButtonProps } from 'shared';
import { matchArea } from 'shared/areas';
import { remoteComponent, useRemoteLoads } from '../remotes/remote-components';

/**
 * The header's slot for remote-bond's cart button, filled only inside an area whose row in
 * `REMOTE_AREAS` has the cart button (spec 2); the button itself hides on the cart page. The button is
 * a convenience: while its remote cannot be reached the header goes without it, and it comes back on
 * the next path or as soon as the remote's area has loaded again, without a page load.
 */
export function CartButtonSlot({ pathname }: { pathname: string }) {
  const area = matchArea(pathname)?.area;
  const remoteLoads = useRemoteLoads(area?.remote);
  if (area?.cartButton === undefined) return null;
  const CartButton = remoteComponent<CartButtonProps>(area.remote, './CartButton');
  return (
    <ErrorBoundary fallback={null} resetKeys={[pathname, remoteLoads]}>
      <Suspense fallback={null}>
        <CartButton pathname={pathname} />
      </Suspense>
    </ErrorBoundary>
  );
}
