import { useMemo, useState } from 'react';
import {
  DataTable,
  formatAmount,
  formatDecimal,
  formatQuantity,
  GainLoss,
  formatBrokerDate,
  isGuestIdno,
  Link,
  PolledState,
  useAccounts,
  useLogin,
  usePolledQuery,
  useQuery,
  type DataColumn,
} from 'shared';
import { Decimal, type DecimalValue } from 'shared/money';
import { taipeiDate } from 'shared/calendar';
import { ExCouponBadge, settlementDateAt } from '../bond-detail';
import { feeScheduleQuery } from '../cart';
import { SignInPrompt } from '../session';
import { bondHoldingsQuery, fxRatesQuery } from './api/order-queries';
import { CashFlowCalendar } from './components/cash-flow-calendar';
import { SellTicket } from './components/sell-ticket';
import { cashFlowCalendar, totalsByCurrency, viewPositions, type CurrencyTotal, type PositionView } from './domain/holdings';
import { holdingsTwd, type HoldingsTwd } from './domain/holdings-twd';
import './orders.css';

/** A gain or loss as every page shows it (rule SHL-14): signed, red up, green down. */
const signed = (amount: DecimalValue, currency: string) => <GainLoss value={amount}>{formatAmount(amount, currency, { signed: true })}</GainLoss>;

/** A row of the totals per currency: the currency's totals and their TWD value at the shared rate. */
interface TotalRow {
  readonly total: CurrencyTotal;
  readonly inTwd: ReturnType<HoldingsTwd['byCurrency']['get']>;
}

const TOTAL_COLUMNS: readonly DataColumn<TotalRow>[] = [
  { id: 'currency', header: '幣別', rowHeader: true, cell: ({ total }) => total.currency },
  { id: 'value', header: '參考市值', numeric: true, cell: ({ total }) => formatAmount(total.value, total.currency) },
  { id: 'unrealised', header: '未實現損益', numeric: true, cell: ({ total }) => signed(total.unrealised, total.currency) },
  { id: 'rate', header: '參考匯率', numeric: true, cell: ({ inTwd }) => (inTwd === undefined ? '無參考匯率' : new Decimal(inTwd.rate.rate).toFixed(4)) },
  { id: 'twd', header: '參考市值（新台幣）', numeric: true, cell: ({ inTwd }) => (inTwd === undefined ? '無參考匯率' : formatAmount(inTwd.valueTwd, 'TWD')) },
];

/** The columns of the positions: each bond's figures and its 賣出. */
function positionColumnsOf(now: number, onSell: (isin: string) => void): readonly DataColumn<PositionView>[] {
  return [
    {
      id: 'bond',
      header: '債券',
      rowHeader: true,
      cell: ({ position }) => (
        <>
          {position.bondName}
          <span className="order-isin">{position.isin}</span>
          <ExCouponBadge bond={position} settlementDate={settlementDateAt(now, position.issueCurrency)} />
        </>
      ),
    },
    {
      id: 'nominal',
      header: '面額',
      numeric: true,
      cell: ({ position }) => (
        <>
          {formatQuantity(position.nominal, position.issueCurrency)}
          {new Decimal(position.reservedNominal).gt(0) && <span className="order-isin">（賣出委託中 {formatQuantity(position.reservedNominal)}）</span>}
        </>
      ),
    },
    { id: 'cost', header: '平均成本', numeric: true, cell: ({ position }) => formatDecimal(position.averageCost, 3) },
    { id: 'state', header: '狀態', className: 'holdings-table__state', cell: (view) => (view.settling ? `交割中（${formatBrokerDate(view.position.settlementDate)} 交割）` : '庫存') },
    { id: 'value', header: '參考市值', numeric: true, cell: (view) => formatAmount(view.value, view.position.issueCurrency) },
    { id: 'unrealised', header: '未實現損益', numeric: true, cell: (view) => signed(view.unrealised, view.position.issueCurrency) },
    { id: 'unrealisedTwd', header: '未實現損益（新台幣）', numeric: true, cell: (view) => (view.unrealisedTwd === undefined ? '無參考匯率' : signed(view.unrealisedTwd, 'TWD')) },
    {
      id: 'coupon',
      header: '下次配息',
      cell: (view) =>
        view.nextCoupon !== null
          ? `${formatBrokerDate(view.nextCoupon.date)}／${formatAmount(view.nextCoupon.amount, view.position.issueCurrency)}`
          : view.position.cpnFreq === 0
            ? '零息'
            : '到期前無應收配息',
    },
    {
      id: 'sell',
      header: '賣出',
      kind: 'action',
      cell: (view) => (
        <button type="button" className="ui-button" disabled={!view.sellable.gt(0)} aria-label={`賣出 ${view.position.bondName}`} onClick={() => onSell(view.position.isin)}>
          賣出
        </button>
      ),
    },
  ];
}

/**
 * Holdings, `/overseas/bond/account` (rules ORD-15 … ORD-17): the selected account's positions with their
 * settlement state, indicative value, unrealised gain or loss in the currency and in TWD, and next coupon;
 * totals per currency and in TWD; 賣出 from a position; and the next 12 months' cash flows. Refreshed
 * while visible, so a fill shows without a reload.
 */
export function HoldingsPage() {
  const { idno } = useLogin();
  const { selectAccount: account } = useAccounts();
  const guest = idno === '' || isGuestIdno(idno);
  const holdings = usePolledQuery({ ...bondHoldingsQuery(idno, account), enabled: !guest && account !== '' });
  const rates = useQuery({ ...fxRatesQuery(), enabled: !guest });
  const fees = useQuery({ ...feeScheduleQuery(), enabled: !guest });
  const [selling, setSelling] = useState('');
  const [today] = useState(() => taipeiDate());
  // a sale sent now settles on this date: 除息交易中 is said for it (rule BND-11)
  const [now] = useState(() => Date.now());

  const views = useMemo(() => {
    const list = rates.data?.rates ?? [];
    return viewPositions(holdings.data?.positions ?? [], holdings.data?.cashFlows ?? [], today, (currency) => list.find((rate) => rate.currency === currency)?.rate);
  }, [holdings.data, rates.data, today]);
  const calendar = useMemo(
    () => cashFlowCalendar(holdings.data?.cashFlows ?? [], today, (currency) => fees.data?.feeList.find((fee) => fee.currency === currency)),
    [holdings.data, fees.data, today],
  );

  if (guest) return <SignInPrompt title="債券庫存" />;

  const totals = totalsByCurrency(views);
  // TWD totals summed exactly and rounded once, at the rates every page shares: the overview's bond part (rule ACC-4)
  const twd = holdingsTwd(views, rates.data);
  const ratesTime = rates.data?.rates[0]?.time;
  const selected = views.find((view) => view.position.isin === selling);
  const positionColumnsNow = positionColumnsOf(now, setSelling);

  return (
    <section className="order-page" aria-labelledby="holdings-title">
      <h1 id="holdings-title">債券庫存</h1>
      <PolledState query={holdings} loadingLabel="債券庫存載入中…">
        {(data) => (
          <>
            <p className="order-page__meta">
              交易帳號：{account} ／ 資料日期：{formatBrokerDate(data.asOf)}（參考市值依買回參考價加前手息估算，已除息未付之配息併計） <Link to="/overseas/bond/marketorder" className="order-page__link">
                查看委託狀態
              </Link>
            </p>
            {views.length === 0 ? (
              <p className="bond-empty">此帳號目前沒有債券庫存。</p>
            ) : (
              <>
                <DataTable caption="庫存明細" label="庫存明細表（可捲動）" columns={positionColumnsNow} rows={views} rowKey={(view) => view.position.isin} className="holdings-table" />
                {selected !== undefined && <SellTicket key={selected.position.isin} view={selected} account={account} onClose={() => setSelling('')} />}
                <DataTable
                  caption="合計（依幣別）"
                  columns={TOTAL_COLUMNS}
                  rows={totals.map((total) => ({ total, inTwd: twd.byCurrency.get(total.currency) }))}
                  rowKey={(row) => row.total.currency}
                  foot={
                    <tr>
                      <th scope="row">約當新台幣合計</th>
                      <td className="num" data-label="參考市值" data-testid="holdings-twd-total">
                        {twd.valueTwd === undefined ? '—' : formatAmount(twd.valueTwd, 'TWD')}
                      </td>
                      <td className="num" data-label="未實現損益">
                        {twd.unrealisedTwd === undefined ? '—' : signed(new Decimal(twd.unrealisedTwd), 'TWD')}
                      </td>
                      <td data-label="" />
                      <td data-label="" />
                    </tr>
                  }
                />
                <p className="order-page__meta">
                  {ratesTime === undefined
                    ? rates.isError
                      ? '參考匯率暫時無法取得，新台幣金額暫不顯示。'
                      : '參考匯率載入中…'
                    : `新台幣金額依 ${formatBrokerDate(ratesTime.slice(0, 10).replaceAll('-', ''))} ${ratesTime.slice(11, 16)} 參考匯率換算；合計以未四捨五入金額加總後四捨五入至分。`}
                </p>
                <h2>未來 12 個月現金流</h2>
                <CashFlowCalendar months={calendar.months} flows={calendar.flows} />
              </>
            )}
          </>
        )}
      </PolledState>
    </section>
  );
}
