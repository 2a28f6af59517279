import { KYC_BANDS, KYC_VALIDITY_YEARS, MAX_RISK_GRADE, riskTypeLabel, type RiskType } from '@shared/account';
import { formatBrokerDate } from 'shared';

/** What a score means: the risk type and the highest product risk grade it may buy (rules KYC-2, ORD-5). */
export function KycOutcome({ score, riskType, kycExpiry, expiryNote }: { score: number; riskType: RiskType; kycExpiry: string; expiryNote: string }) {
  return (
    <dl className="kyc-outcome">
      <div>
        <dt>評估總分</dt>
        <dd>{score} 分（10 至 40 分）</dd>
      </div>
      <div>
        <dt>風險屬性</dt>
        <dd data-testid="kyc-risk-type">{riskTypeLabel(riskType)}</dd>
      </div>
      <div>
        <dt>可投資之商品風險等級</dt>
        <dd>RR1 至 {MAX_RISK_GRADE[riskType]}</dd>
      </div>
      <div>
        <dt>評估有效期限</dt>
        <dd>
          {formatBrokerDate(kycExpiry)}（{expiryNote}）
        </dd>
      </div>
    </dl>
  );
}

/** The scoring bands, so the customer can see how the type follows from the score (rule KYC-2). */
export function KycBands() {
  const rows = KYC_BANDS.map((band, index) => {
    const from = index === 0 ? 10 : (KYC_BANDS[index - 1]?.max ?? 9) + 1;
    return `${from} 至 ${band.max} 分：${riskTypeLabel(band.riskType)}（可投資 RR1 至 ${MAX_RISK_GRADE[band.riskType]}）`;
  });
  return (
    <details className="kyc-bands">
      <summary>評分方式</summary>
      <p>每題依序為 1 至 4 分，10 題合計 10 至 40 分。評估自簽署日起 {KYC_VALIDITY_YEARS} 年內有效。</p>
      <ul>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    </details>
  );
}
