import { GlobalModal, LoadingOverlay, Outlet, ScrollRestoration } from 'shared/internal';
import { GuestGuard } from '../features/guard/guest-guard-blocker';
import { useTakeOverStaticShell } from './static-shell/take-over';

/** Wraps every page, taking the served shell's place (rule PRF-2): scroll restoration (top on a new address, restored on back/forward), the guest guard, and the global overlays. */
export function RootLayout() {
  useTakeOverStaticShell();
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
