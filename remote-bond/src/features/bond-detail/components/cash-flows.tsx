import { useId, useMemo, useState } from 'react';
import { Decimal, TWD_ESTIMATE_DIGITS, type DecimalValue } from 'shared/money';
import { projectedCashFlows, type ProjectedCashFlow } from '@shared/bond/math';
import { BarChart } from 'shared/chart';
import { DataTable, formatAmount, formatMoney, formatDecimal, formatDate, formatDateTime, type DataColumn } from 'shared';
import { type BondDetail } from '@shared/bond';
import { type FxRate } from '@shared/account';
import { faceValueRulesOf, roundToMinorUnit, toCartLine, validateFaceValue } from '../../cart';

/** Props of {@link CashFlows}. */
export interface CashFlowsProps {
  readonly detail: BondDetail;
  /** The bond currency's indicative TWD rate; undefined while it loads or when it could not be read. */
  readonly rate: FxRate | undefined;
}

/**
 * Projected cash flows for a nominal the customer types (rule BND-3): every coupon date and amount and the
 * redemption, in the bond's currency and in TWD at today's indicative rate (with its time), as a table and
 * a small chart. The nominal starts at the bond's minimum and follows the cart's rules (CRT-5).
 */
export function CashFlows({ detail, rate }: CashFlowsProps) {
  const id = useId();
  const { bond } = detail;
  const currency = bond.issueCurrency;
  const line = useMemo(() => toCartLine(bond), [bond]);
  const [text, setText] = useState(String(line.minFaceValue));
  const check = validateFaceValue(text, faceValueRulesOf(line));
  const [nominal, setNominal] = useState(line.minFaceValue);
  // the table keeps the last valid nominal while the field holds something that is not one
  const shownNominal = check.ok ? check.value : nominal;

  const flows = useMemo(() => projectedCashFlows(bond, detail.settlementDate, shownNominal), [bond, detail.settlementDate, shownNominal]);
  const twd = (amount: DecimalValue) => (rate === undefined ? '—' : formatAmount(roundToMinorUnit(amount.times(rate.rate), 'TWD'), 'TWD', { decimals: TWD_ESTIMATE_DIGITS }));
  const total = flows.reduce((sum, flow) => sum.plus(roundToMinorUnit(flow.coupon, currency)).plus(flow.redemption), new Decimal(0));
  const chart = useMemo(
    () => ({
      categories: flows.map((flow) => formatDate(flow.date).slice(0, 7)),
      series: [{ label: `配息（${currency}）`, values: flows.map((flow) => Number(roundToMinorUnit(flow.coupon, currency).toFixed())) }],
    }),
    [flows, currency],
  );

  const columns: readonly DataColumn<ProjectedCashFlow>[] = [
    { id: 'date', header: '日期', rowHeader: true, cell: (flow) => formatDate(flow.date) },
    { id: 'coupon', header: `配息（${currency}）`, numeric: true, cell: (flow) => formatAmount(roundToMinorUnit(flow.coupon, currency), currency) },
    { id: 'redemption', header: `還本（${currency}）`, numeric: true, cell: (flow) => (flow.redemption.eq(0) ? '—' : formatAmount(flow.redemption, currency)) },
    { id: 'twd', header: '約當新台幣', numeric: true, cell: (flow) => twd(roundToMinorUnit(flow.coupon, currency).plus(flow.redemption)) },
  ];

  return (
    <section className="detail-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>預估現金流量</h2>
      <div className="detail-field">
        <label htmlFor={`${id}-nominal`}>申購面額（{currency}）</label>
        <input
          id={`${id}-nominal`}
          inputMode="numeric"
          value={text}
          aria-invalid={!check.ok}
          aria-describedby={check.ok ? `${id}-nominal-hint` : `${id}-nominal-error`}
          onChange={(event) => {
            setText(event.target.value);
            const next = validateFaceValue(event.target.value, faceValueRulesOf(line));
            if (next.ok) setNominal(next.value);
          }}
        />
        {check.ok ? (
          <span id={`${id}-nominal-hint`} className="detail-sub">
            最低 {formatDecimal(line.minFaceValue)}，以 {formatDecimal(bond.faceValueIncrement)} 為單位遞增
          </span>
        ) : (
          <span id={`${id}-nominal-error`} className="detail-error">
            {check.message}
          </span>
        )}
      </div>
      <p className="detail-note">
        {rate === undefined
          ? '新台幣換算匯率暫時無法取得，僅列原幣金額。'
          : `新台幣以參考匯率 ${rate.rate}（${formatDateTime(rate.time)}）換算，實際以入帳時匯率為準。`}
        配息日遇假日順延，金額不變；未扣除稅費。
      </p>
      {flows.length === 0 ? (
        <p>此債券已無未來現金流量。</p>
      ) : (
        <>
          <BarChart label={`每期配息金額（${currency}），面額 ${formatDecimal(shownNominal)}`} categories={chart.categories} series={chart.series} height={180} formatValue={(value) => formatDecimal(value)} />
          <div className="detail-scroll">
            <DataTable
              caption={`面額 ${formatDecimal(shownNominal)} 之預估現金流量`}
              captionHidden
              label="現金流量表（可捲動）"
              phone="stack"
              columns={columns}
              rows={flows}
              rowKey={(flow) => flow.date}
              foot={
                <tr>
                  <th scope="row">合計</th>
                  <td className="num" colSpan={2} data-label={`合計（${currency}）`}>
                    {formatMoney(total, currency)}
                  </td>
                  <td className="num" data-label="約當新台幣">
                    {twd(total)}
                  </td>
                </tr>
              }
            />
          </div>
        </>
      )}
    </section>
  );
}
