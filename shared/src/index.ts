/**
 * `shared`: the platform package every app of the overseas trading front end uses, loaded once at run
 * time as a federation singleton. Import only from this entry.
 */
import './ui/ui.css';

export { ApiError, isApiError } from './api/errors';
export * from './contracts';
export type { ApiErrorKind } from './api/errors';

export { parseRuntimeConfig, setRuntimeConfig, getRuntimeConfig } from './config/runtime-config';
export type { RuntimeConfig } from './config/runtime-config';

export {
  SESSION_KEYS,
  readSession,
  writeSession,
  readAuthVerify,
  writeAuthVerify,
  clearAuthVerify,
  readIsMobile,
  writeIsMobile,
} from './session/session-storage';
export type { AuthVerifyRecord } from './session/session-storage';

export { loginStore, setLogin, restoreLogin, resetLogin, isGuestIdno, useLogin } from './stores/login.store';
export type { LoginState } from './stores/login.store';
export { loadingStore, showLoading, hideLoading, resetLoading, useLoading, useLoadingOverlay } from './stores/loading.store';
export type { LoadingState } from './stores/loading.store';
export { modalStore, showModal, closeModal, resetModal, useModal } from './stores/modal.store';
export type { ModalState, ModalType, ModalResult, ShowModalOptions } from './stores/modal.store';

export { Modal } from './ui/modal';
export type { ModalProps } from './ui/modal';
export { GlobalModal } from './ui/global-modal';
export { LoadingOverlay } from './ui/loading-overlay';
export { NotFoundPage } from './ui/not-found-page';
export { ErrorPage } from './ui/error-page';
export type { ErrorPageProps } from './ui/error-page';

export { parseBrokerDate, formatBrokerDate } from './format/date';

export * from './constants/business';
export { MESSAGES, notFoundMessage } from './constants/messages';

export { guestBlockMessage } from './routing/guest-guard';
// the remote areas' table itself is `shared/areas` (import-free, bundled by the host); remotes ask it through these
export { pathInArea, showsCartButton } from './remotes/areas';
export { setRoutePrefetcher, prefetchRoute, usePrefetchOnIntent } from './routing/prefetch';
export type { PrefetchReason } from './routing/prefetch';

export type { RemoteRoutesModule, CartButtonModule, CartButtonProps, RoutePreloadModule } from './remotes/federated-modules';

export { mountStandalone, STANDALONE_CONFIG } from './standalone/mount-standalone';
export { PageLoading } from './ui/page-loading';
export { InfoPage } from './ui/info-page';

export { postQuery, retryDelay, RETRY_POLICY } from './api/api-client';
export type { QueryOptions } from './api/api-client';
export { writeLog, sanitizeLogPayload } from './api/write-log';
export { startConnectionLost, reloginTarget, EXPIRED_LANDING } from './session/connection-lost';
export { accountStore, restoreAccounts, selectAccount, resetAccounts, useAccounts } from './stores/account.store';
export type { AccountState } from './stores/account.store';

// the router of every app: only the React Router exports listed there
export * from './routing/router';

// server state: the one query client, its provider, the key factories and TanStack Query's hooks
export { queryClient, resetServerState } from './query/query-client';
export { QueryProvider } from './query/query-provider';
export type { QueryProviderProps } from './query/query-provider';
export { symbolListKeys, savedListKeys, feeScheduleKeys } from './query/query-keys';
export { startDeadline } from './api/deadline';
export type { Deadline } from './api/deadline';
export * from './query/tanstack';
