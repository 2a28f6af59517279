/** The margin transfers: the form with its confirm step, the batch banner and the live status list. */
export { CutoffBanner } from './components/cutoff-banner';
export { TransferPanel } from './components/transfer-panel';
export { TransferStatusList } from './components/transfer-status-list';
export { useLiveTransfers } from './api/transfers-query';
export { resetTransferDraft } from './transfer-draft.store';
