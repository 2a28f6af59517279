import { formatDateTime, formatMoney, formatPercent, formatDecimal } from 'shared';
import { Decimal, TWD_ESTIMATE_DIGITS } from 'shared/money';
import { type SubscriptionCost } from '@shared/fund';
import type { FundDetail } from '@shared/fund';
import type { FxRate } from '@shared/account';

/**
 * The total cost of a subscription in one line (rule FND-6): the amount, the front-end load on top and the
 * total debited, in the fund's currency and in NT dollars at today's indicative rate, named with its time
 * (rounded half-up to the dollar, rule ACC-4), and the yearly fees already inside the NAV.
 */
export function CostLine({ fund, cost, rate }: { fund: FundDetail; cost: SubscriptionCost; rate: FxRate | undefined }) {
  const twd = rate === undefined ? undefined : cost.total.times(rate.rate).round(TWD_ESTIMATE_DIGITS, Decimal.roundHalfUp);
  return (
    <p className="fund-cost" data-testid="cost-line">
      申購金額 {formatMoney(cost.amount.toFixed(), fund.currency)}＋申購手續費 {formatPercent(fund.frontLoad)} {formatMoney(cost.fee.toFixed(), fund.currency)}＝扣款合計{' '}
      <strong>{formatMoney(cost.total.toFixed(), fund.currency)}</strong>
      {twd === undefined ? '' : `（約${formatMoney(twd, 'TWD', { decimals: TWD_ESTIMATE_DIGITS })} 元，參考匯率 ${formatDecimal(rate?.rate ?? '0')}，${rate === undefined ? '' : formatDateTime(rate.time, { year: false })}）`}。經理費 {formatPercent(fund.managementFee)}／年、保管費{' '}
      {formatPercent(fund.custodyFee)}／年已內含於淨值，不另向您收取。
    </p>
  );
}
