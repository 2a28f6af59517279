import { Component, Suspense, type ReactNode } from 'react';
import { matchArea } from 'shared/areas';
import { RemoteCartButton } from '../remotes/remote-components';

/** The cart button is a convenience: if remote-bond cannot be reached the header simply goes without it. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The header's slot for remote-bond's cart button, filled only inside an area whose row in
 * `REMOTE_AREAS` has the cart button (spec 2); the button itself hides on the cart page.
 */
export function CartButtonSlot({ pathname }: { pathname: string }) {
  if (matchArea(pathname)?.area.cartButton === undefined) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <RemoteCartButton pathname={pathname} />
      </Suspense>
    </QuietBoundary>
  );
}
