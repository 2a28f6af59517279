/**
 * `shared/internal`: what only the host uses. The host sets the runtime configuration, restores and
 * ends the customer's session, mounts the app-wide modal, loading overlay and query provider, owns the
 * data router and registers the route prefetcher. A remote never does any of that (lint forbids it to
 * import this entry): a remote that reset the login or the query cache would do it behind the host's back.
 *
 * Not a federation singleton of its own, and it need not be: the host bundles this file, and every
 * export is re-exported from the very modules behind `shared`, which the host provides and loads first
 * (share strategy `loaded-first`), so host and remotes reach one instance of each store.
 * Tests may import it too: they stand in for the host (restore a session, reset the stores).
 */

// errors, the API's paths and deadlines, the debug log
export { ApiError } from './api/errors';
export { ApiPath } from './contracts/endpoints';
export { startDeadline } from './api/deadline';
export { writeLog } from './api/write-log';

// runtime configuration, set once at boot
export { parseRuntimeConfig, setRuntimeConfig } from './config/runtime-config';

// the login hand-off (/auth/verify) and the session the host restores and ends
export { buildAuthVerifyRequest, parseAuthVerifyAnswer } from './contracts/auth-verify';
export type { AuthVerifyData } from './contracts/auth-verify';
export { SESSION_KEYS, readSession, writeSession, writeAuthVerify, clearAuthVerify, clearTabSession, writeIsMobile } from './session/session-storage';
export { loginStore, setLogin, restoreLogin, resetLogin } from './stores/login.store';
export { restoreAccounts, selectAccount, resetAccounts } from './stores/account.store';
export { loadingStore } from './stores/loading.store';
export { resetServerState } from './query/query-client';
export { QueryProvider } from './query/query-provider';

// the shell's own pages, overlays and texts
export { Modal } from './ui/modal';
export { GlobalModal } from './ui/global-modal';
export { LoadingOverlay } from './ui/loading-overlay';
export { ErrorPage } from './ui/error-page';
export { MESSAGES } from './constants/messages';
export { BUILD_CHECK_INTERVAL_MS, PREFETCH_CONCURRENCY, RELOAD_GUARD_MS } from './constants/business';
export { guestBlockMessage } from './routing/guest-guard';

// loading the remotes and prefetching their routes
export { setRoutePrefetcher } from './routing/prefetch';
export type { PrefetchReason } from './routing/prefetch';
export type { RemoteRoutesModule, RoutePreloadModule } from './remotes/federated-modules';

// the host's data router (same React Router instance as the one in `shared`, see ./routing/router.ts);
// RouterProvider, undocumented in React Router, renders the router createBrowserRouter made
export {
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  createBrowserRouter,
  redirect,
  useBlocker,
  useNavigate,
  useRouteError,
} from './routing/router';
export type { LoaderFunctionArgs, RouteObject } from './routing/router';
