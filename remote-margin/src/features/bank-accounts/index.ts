/** The registered bank accounts (the customer profile's settlement accounts): the information page's section and the transfer form's source. */
export { BankAccountsSection } from './bank-accounts-section';
export { useSettlementAccounts } from './api/customer-profile-query';
