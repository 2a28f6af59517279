import { formatBrokerDate, Link } from 'shared';
import { kycStatus } from '../domain/kyc-status';

/** Where the questionnaire is renewed online (rule KYC-1). */
export const KYC_RENEWAL_PATH = '/overseas/account/kyc';

/**
 * The KYC risk assessment's state as a notice (rule ACC-10): a warning when it expires within 30 days, an
 * error when it has expired, each saying what to do and linking to the renewal online (rule KYC-1);
 * nothing while it is valid for longer.
 */
export function KycNotice({ kycExpiry, today }: { kycExpiry: string; today: string }) {
  const status = kycStatus(kycExpiry, today);
  const date = formatBrokerDate(kycExpiry);
  if (status.state === 'expired') {
    return (
      <div className="kyc-notice kyc-notice--error" role="alert">
        <p className="kyc-notice__title">您的 KYC 風險屬性評估已於 {date} 到期</p>
        <p>到期後無法申購或買進任何海外商品。請重新填寫「客戶風險屬性評估」，線上填寫約 3 分鐘，以簡訊驗證碼簽署後即可恢復交易。</p>
        <p>
          <Link to={KYC_RENEWAL_PATH} className="ui-button ui-button--primary kyc-notice__action">
            線上重新評估 KYC
          </Link>
        </p>
      </div>
    );
  }
  if (status.state === 'expiring') {
    const when = status.daysLeft === 0 ? '今天' : `${status.daysLeft} 天後`;
    return (
      <div className="kyc-notice kyc-notice--warning" role="status">
        <p className="kyc-notice__title">
          您的 KYC 風險屬性評估將於 {date}（{when}）到期
        </p>
        <p>請於到期前重新填寫「客戶風險屬性評估」，以免到期後無法申購或買進海外商品。</p>
        <p>
          <Link to={KYC_RENEWAL_PATH} className="ui-button kyc-notice__action">
            線上重新評估 KYC
          </Link>
        </p>
      </div>
    );
  }
  return null;
}
