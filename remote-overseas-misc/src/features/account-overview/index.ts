// The account pages' data and blocks, also used by the overseas home (features reach each other only through index.ts).
export { AccountOverviewPage } from './account-overview-page';
export { customerProfileQuery, fxRatesQuery } from './api/account-queries';
export { useViewer } from './domain/viewer';
export type { Viewer } from './domain/viewer';
export { useAccountData } from './components/use-account-data';
export { summarize } from './domain/summary';
export type { AccountSummary } from './domain/summary';
export { TotalBlock } from './components/total-block';
export { FxRatesUsedBlock } from './components/fx-rates-used-block';
export { Block, BlockEmpty, BlockLoading, BlockError, NoticeTag, QueryBody } from './components/block';
export { SignedOutNotice } from './components/signed-out-notice';
export { REFRESH_MS as ACCOUNT_REFRESH_MS } from './api/account-queries';
export { nextCashFlows } from './holdings/bond-positions';
export type { CashFlow } from './holdings/bond-positions';
export { useAccountOrders } from './orders/use-account-orders';
export { mergeOrders } from './orders/account-orders';
export type { AccountOrderRow, ProductOrders } from './orders/account-orders';
export { PRODUCT_LABELS } from './domain/portfolio';
