/**
 * The margin transfers: the form with its confirm step, the batch banner, the live status list, and the
 * query the information page reads the registered bank accounts from.
 */
export { BankAccountsSection } from './components/bank-accounts-section';
export { CutoffBanner } from './components/cutoff-banner';
export { TransferPanel } from './components/transfer-panel';
export { TransferStatusList } from './components/transfer-status-list';
export { marginTransfersQuery, useLiveTransfers } from './api/transfers-query';
export { resetTransferDraft } from './transfer-draft.store';
