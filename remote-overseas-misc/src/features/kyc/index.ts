// The KYC renewal page, and the signature step the W-8BEN page signs with too.
export { KycRenewalPage } from './kyc-renewal-page';
export { OtpSign } from './components/otp-sign';
export { useProfileSign } from './api/use-profile-sign';
