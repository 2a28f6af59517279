import { customerProfileQuery, hasValidW8ben, usWithholdingRate, US_STATUTORY_WITHHOLDING } from '@shared/account';
import { formatBrokerDate, isGuestIdno, useLogin, useQuery } from 'shared';
import { taipeiDate } from 'shared/calendar';

/**
 * 利息扣繳稅款 on a bond's page (rule TAX-5): a US issuer's interest is withheld 30 % without a valid W-8BEN
 * and 0 % with one (the portfolio-interest exemption most US corporate bonds qualify for); a non-US issuer's
 * interest has no US withholding. A signed-in customer is told which applies to them now.
 */
export function InterestWithholding({ issuerCountry }: { issuerCountry: string }) {
  const { idno } = useLogin();
  const customer = idno !== '' && !isGuestIdno(idno);
  const profile = useQuery({ ...customerProfileQuery(idno), enabled: customer && issuerCountry === 'US' });
  const today = taipeiDate();
  if (issuerCountry !== 'US') {
    return (
      <section className="detail-card" aria-labelledby="detail-withholding">
        <h2 id="detail-withholding">利息扣繳稅款</h2>
        <p>此債券之發行人非美國機構，利息不適用美國扣繳稅款，與是否簽署 W-8BEN 無關。</p>
      </section>
    );
  }
  const own = customer ? profile.data : undefined;
  const valid = own !== undefined && hasValidW8ben(own, today);
  return (
    <section className="detail-card" aria-labelledby="detail-withholding">
      <h2 id="detail-withholding">利息扣繳稅款</h2>
      <p>
        此為美國發行人之債券。未簽署有效 W-8BEN 者，利息由美國扣繳 {US_STATUTORY_WITHHOLDING}%；簽署有效 W-8BEN 者，符合「投資組合利息」豁免之利息（多數美國公司債適用）扣繳 0%。買進美國發行人之債券須有有效的 W-8BEN。
      </p>
      {own !== undefined && (
        <p data-testid="own-interest-withholding">
          {valid ? `您的 W-8BEN 有效至 ${formatBrokerDate(own.w8benExpiry)}，適用 ${usWithholdingRate('interest', true, '')}%。` : `您目前未有有效的 W-8BEN，適用 ${US_STATUTORY_WITHHOLDING}%，且不得買進此債券。`}
        </p>
      )}
    </section>
  );
}
