import { hasValidW8ben, usWithholdingRate, US_STATUTORY_WITHHOLDING, W8BEN_COUNTRIES, type CustomerProfile } from '@shared/account';
import { formatBrokerDate, Link } from 'shared';
import './us-withholding-note.css';

/** Where a W-8BEN is signed online (rule TAX-1). */
export const W8BEN_PATH = '/overseas/account/w8ben';

/** The treaty rates the product states (rule TAX-5), as one line: 日本 10%、韓國 15%、… */
function treatyRates(): string {
  return W8BEN_COUNTRIES.filter((country) => country.treatyDividendRate !== null)
    .map((country) => `${country.label} ${country.treatyDividendRate}%`)
    .join('、');
}

/** The customer's own rate, from the profile: with or without a valid form. */
function ownLine(profile: CustomerProfile, today: string): string {
  const valid = hasValidW8ben(profile, today);
  const rate = usWithholdingRate('dividend', valid, profile.w8benTreatyCountry ?? '');
  if (!valid) return `您目前${profile.w8benOnFile ? `的 W-8BEN 已於 ${formatBrokerDate(profile.w8benExpiry)} 到期` : '未簽署 W-8BEN'}，美國股利扣繳 ${rate}%。`;
  return `您的 W-8BEN 有效至 ${formatBrokerDate(profile.w8benExpiry)}，美國股利扣繳 ${rate}%。`;
}

/**
 * 美國股利扣繳 on the stock page (rule TAX-5): 30 % without a valid W-8BEN; with one, the treaty rate of the
 * customer's residence (Taiwan has no treaty with the US: still 30 %); and, when signed in, the customer's own.
 */
export function UsDividendWithholdingNote({ profile, today }: { profile?: CustomerProfile; today: string }) {
  return (
    <section className="withholding-note" aria-labelledby="us-dividend-withholding">
      <h2 id="us-dividend-withholding" className="withholding-note__title">
        美股股利扣繳稅率
      </h2>
      <p>
        美國股票之現金股利由美國預先扣繳稅款：未簽署有效 W-8BEN 者 {US_STATUTORY_WITHHOLDING}%；簽署有效 W-8BEN 者依居住國與美國之租稅協定稅率（{treatyRates()}）。臺灣與美國尚無租稅協定，臺灣居民簽署後仍為 {US_STATUTORY_WITHHOLDING}%。買進美國市場之股票須有有效的 W-8BEN；表格過期後，持有中股票之股利按 {US_STATUTORY_WITHHOLDING}% 扣繳。
      </p>
      {profile !== undefined && <p data-testid="own-withholding">{ownLine(profile, today)}</p>}
      <p>
        <Link to={W8BEN_PATH}>線上簽署或更新 W-8BEN</Link>
      </p>
    </section>
  );
}
