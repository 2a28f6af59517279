import { GlobalModal, LoadingOverlay, Outlet, ScrollRestoration } from 'shared/internal';
import { GuestGuard } from '../features/guard/guest-guard-blocker';

/** Wraps every page: scroll restoration (top on a new address, restored on back/forward), the guest guard, and the global overlays. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <GuestGuard />
      <Outlet />
      <LoadingOverlay />
      <GlobalModal />
    </>
  );
}
