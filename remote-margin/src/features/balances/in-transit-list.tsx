import { TRANSFER_ACTION_LABELS, TRANSFER_STATUS_LABELS, type MoneyInTransit } from '@shared/margin';
import { formatMoney } from 'shared';

/** What a leg of a transfer in transit is called: 入金, 出金, 換匯賣出, 換匯買入. */
function legName(leg: MoneyInTransit): string {
  if (leg.action !== 'fx') return TRANSFER_ACTION_LABELS[leg.action];
  return leg.direction === 'out' ? '換匯賣出' : '換匯買入';
}

/**
 * Money of transfers still 受理中 or 處理中 (rule MRG-11): what is on its way in is not in the balance nor
 * the available balance yet; what is on its way out is held already, so it is not available either.
 * `legs` is undefined while the transfers are on their way.
 */
export function InTransitList({ legs }: { legs: readonly MoneyInTransit[] | undefined }) {
  return (
    <section className="margin-in-transit" aria-labelledby="margin-in-transit-title">
      <h3 id="margin-in-transit-title">處理中款項（未計入可用餘額）</h3>
      {legs === undefined ? (
        <p className="margin-muted" aria-busy="true">
          正在確認處理中的入金、出金或換匯…
        </p>
      ) : legs.length === 0 ? (
        <p className="margin-muted">目前沒有處理中的入金、出金或換匯。</p>
      ) : (
        <ul>
          {legs.map((leg) => (
            <li key={`${leg.transferNo}-${leg.direction}`}>
              {legName(leg)} {formatMoney(leg.amount, leg.currency)}（{TRANSFER_STATUS_LABELS[leg.status]}）
              {leg.direction === 'in' ? '：完成後入帳，尚未計入餘額與可用餘額' : '：已圈存，不計入可用餘額'}
              <span className="margin-muted">（{leg.transferNo}）</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
