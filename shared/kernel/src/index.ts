/**
 * `shared`: the platform kernel's public face, what every remote (and the host) may use. Loaded once at
 * run time as a federation singleton, provided by the host, so a remote's click and the host's header see
 * the same session, stores, query cache and router: the API client, the query client and TanStack Query's
 * hooks, the stores, the router, the UI atoms and the formatters. Nothing of a product is here: contracts,
 * query keys, rules and maths live in the product packages (`@shared/bond`, `@shared/fund`,
 * `@shared/stock`, `@shared/margin`, `@shared/account`), which each remote bundles. Its version is a real
 * semantic version: a change to what this entry or `shared/internal` exports moves it (see surface.txt).
 * What only the host calls lives in `shared/internal`; the pure building blocks (contracts' fields and
 * envelope, money, calendar, formatters, charts) are the bundled subpaths `shared/contracts`,
 * `shared/money`, `shared/calendar`, `shared/format` and `shared/chart`.
 */
import './ui/ui.css';
import './ui/data-table.css';

// errors and the API client
export { UNKNOWN_FAILURE_MESSAGE, failureMessage, isApiError } from './api/errors';
export { postPublicQuery, postQuery } from './api/api-client';
export { newClientKey } from './api/client-key';
export { useOnceOnlySubmit } from './submit/use-once-only-submit';
export type { OnceOnlySubmit, OnceOnlySubmitOptions, SubmitPhase } from './submit/use-once-only-submit';
export type { SubmitOutcome, SubmitRequest } from './submit/unresolved-submit';
export { SubmitOutcomeNotice } from './submit/submit-outcome-notice';
export type { QueryOptions } from './api/api-client';
export { getRuntimeConfig } from './config/runtime-config';
// where someone not signed in, or the guest, signs in: the app's login deep link in the webview, else the login page (rule SES-10)
export { signInTarget } from './session/connection-lost';

// the customer's session and the app-wide stores, as a page reads and drives them
export { readAuthVerify, readCustomerSession } from './session/session-storage';
export { isGuestIdno, useLogin } from './stores/login.store';
export { useAccounts } from './stores/account.store';
export { showLoading, hideLoading, useLoadingOverlay } from './stores/loading.store';
export { showModal } from './stores/modal.store';

// pages and formatting
export { NotFoundPage } from './ui/not-found-page';
export { PageLoading } from './ui/page-loading';
export { LoadError } from './ui/load-error';
export { PolledState } from './ui/polled-state';
export { NoticeTag } from './ui/notice-tag';
export type { Notice } from './ui/notice-tag';
export { DataTable } from './ui/data-table';
export type { DataColumn, DataTableProps, DataTableSort } from './ui/data-table';
export { CancelConfirm } from './ui/cancel-confirm';
export type { CancelConfirmProps } from './ui/cancel-confirm';
export { InfoPage } from './ui/info-page';
// one formatter per kind of figure, for every page (rules SHL-13, SHL-14): money, percentages, quantities, plain decimals, dates and times
export { currencyLabel, formatAmount, formatDecimal, formatMoney, formatPercent, formatQuantity } from './format/number';
export type { FigureOptions } from './format/number';
export { readNumberInput } from './format/number-input';
export type { NumberInput } from './format/number-input';
export { formatBrokerDate, formatDate, formatDateTime, formatTime, inputDate } from './format/date';
export type { CalendarDay, Instant, TimeOptions } from './format/date';
export { GainLoss, gainLossClass } from './ui/gain-loss';
export { DocumentLink } from './ui/document-link';
/** The time now, ticking while mounted: for countdowns and cut-offs a page shows. */
export { useNow } from './clock/use-now';
export { PAGE_SIZE } from './constants/business';

// the remotes' place in the shell
export { pathInArea, showsCartButton } from './remotes/areas';
export { usePrefetchOnIntent } from './routing/prefetch';
export type { CartButtonProps } from './remotes/federated-modules';
export { mountStandalone } from './standalone/mount-standalone';

// the router of every app (one instance, see ./routing/router.ts): the part remotes use
export { BrowserRouter, Link, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from './routing/router';

// server state: the one query client, the key factories and TanStack Query's hooks (see ./query/tanstack.ts)
export { queryClient } from './query/query-client';
export { keepPreviousData, queryOptions, useIsMutating, useMutation, useQueries, useQuery, useQueryClient } from './query/tanstack';
// lists that refresh on their own (rule ORD-2): one way to read them and to show them (PolledState above)
export { POLL_BACKOFF_CAP_MS, pollDelay, polledQuery, usePolledQuery } from './query/polled-query';
export type { PolledCall, PolledQuery, PolledQueryInput } from './query/polled-query';
export type { QueryKey } from './query/tanstack';
