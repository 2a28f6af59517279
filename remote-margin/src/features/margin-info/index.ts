/** Margin deposit information, `/marginDeposit/info`: the balances, the registered bank accounts and the movements. */
export { MarginInfoPage } from './margin-info-page';
