/** Margin deposit transfer, `/marginDeposit/trans`: the day's batches, the transfer form and the transfers' live status. */
export { MarginTransPage } from './margin-trans-page';
