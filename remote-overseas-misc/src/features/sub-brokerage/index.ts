// The sub-brokerage account page, and the KYC notice the overseas home shows too.
export { SubBrokeragePage } from './sub-brokerage-page';
export { KycNotice } from './components/kyc-notice';
