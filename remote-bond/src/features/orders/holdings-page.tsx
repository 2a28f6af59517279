import { useMemo, useState } from 'react';
import {
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
} from 'shared';
import { Decimal, taipeiDate, type DecimalValue } from 'shared/bond-math';
import { feeScheduleQuery } from '../cart';
import { SignInPrompt } from '../session';
import { fxRatesQuery, holdingsQuery } from './api/order-queries';
import { CashFlowCalendar } from './components/cash-flow-calendar';
import { SellTicket } from './components/sell-ticket';
import { cashFlowCalendar, totalsByCurrency, viewPositions } from './domain/holdings';
import './orders.css';

/** A gain or loss as every page shows it (rule SHL-14): signed, red up, green down. */
const signed = (amount: DecimalValue, currency: string) => <GainLoss value={amount}>{formatAmount(amount, currency, { signed: true })}</GainLoss>;

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
  const holdings = usePolledQuery({ ...holdingsQuery(idno, account), enabled: !guest && account !== '' });
  const rates = useQuery({ ...fxRatesQuery(), enabled: !guest });
  const fees = useQuery({ ...feeScheduleQuery(), enabled: !guest });
  const [selling, setSelling] = useState('');
  const [today] = useState(() => taipeiDate());

  const views = useMemo(() => {
    const list = rates.data?.rates ?? [];
    return viewPositions(holdings.data?.positions ?? [], today, (currency) => list.find((rate) => rate.currency === currency)?.rate);
  }, [holdings.data, rates.data, today]);
  const calendar = useMemo(
    () => cashFlowCalendar(holdings.data?.positions ?? [], today, (currency) => fees.data?.feeList.find((fee) => fee.currency === currency)),
    [holdings.data, fees.data, today],
  );

  if (guest) return <SignInPrompt title="債券庫存" />;

  const totals = totalsByCurrency(views);
  const twdValue = totals.every((total) => total.valueTwd !== undefined) ? totals.reduce((sum, total) => sum.plus(total.valueTwd ?? 0), new Decimal(0)) : undefined;
  const twdGain = totals.every((total) => total.unrealisedTwd !== undefined) ? totals.reduce((sum, total) => sum.plus(total.unrealisedTwd ?? 0), new Decimal(0)) : undefined;
  const selected = views.find((view) => view.position.isin === selling);

  return (
    <section className="order-page" aria-labelledby="holdings-title">
      <h1 id="holdings-title">債券庫存</h1>
      <PolledState query={holdings} loadingLabel="債券庫存載入中…">
        {(data) => (
          <>
            <p className="order-page__meta">
              交易帳號：{account} ／ 資料日期：{formatBrokerDate(data.asOf)}（參考市值依買回參考價加前手息估算） <Link to="/overseas/bond/marketorder">查看委託狀態</Link>
            </p>
            {views.length === 0 ? (
              <p className="bond-empty">此帳號目前沒有債券庫存。</p>
            ) : (
              <>
                <div className="order-table-wrap" role="region" aria-label="庫存明細表（可捲動）" tabIndex={0}>
                  <table className="order-table">
                    <caption>庫存明細</caption>
                    <thead>
                      <tr>
                        <th scope="col">債券</th>
                        <th scope="col">面額</th>
                        <th scope="col">平均成本</th>
                        <th scope="col">狀態</th>
                        <th scope="col">參考市值</th>
                        <th scope="col">未實現損益</th>
                        <th scope="col">未實現損益（新台幣）</th>
                        <th scope="col">下次配息</th>
                        <th scope="col">賣出</th>
                      </tr>
                    </thead>
                    <tbody>
                      {views.map((view) => {
                        const { position } = view;
                        return (
                          <tr key={position.isin}>
                            <th scope="row">
                              {position.bondName}
                              <br />
                              <span className="order-table__isin">{position.isin}</span>
                            </th>
                            <td className="num">
                              {formatQuantity(position.nominal, position.issueCurrency)}
                              {new Decimal(position.reservedNominal).gt(0) && <span className="order-table__isin">（賣出委託中 {formatQuantity(position.reservedNominal)}）</span>}
                            </td>
                            <td className="num">{formatDecimal(position.averageCost, 3)}</td>
                            <td>{view.settling ? `交割中（${formatBrokerDate(position.settlementDate)} 交割）` : '庫存'}</td>
                            <td className="num">{formatAmount(view.value, position.issueCurrency)}</td>
                            <td className="num">{signed(view.unrealised, position.issueCurrency)}</td>
                            <td className="num">{view.unrealisedTwd === undefined ? '無參考匯率' : signed(view.unrealisedTwd, 'TWD')}</td>
                            <td>{view.nextCoupon === null ? '零息' : `${formatBrokerDate(view.nextCoupon.date)}／${formatAmount(view.nextCoupon.amount, position.issueCurrency)}`}</td>
                            <td>
                              <button
                                type="button"
                                className="ui-button"
                                disabled={!view.sellable.gt(0)}
                                aria-label={`賣出 ${position.bondName}`}
                                onClick={() => setSelling(position.isin)}
                              >
                                賣出
                              </button>
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
                {selected !== undefined && <SellTicket key={selected.position.isin} view={selected} account={account} onClose={() => setSelling('')} />}
                <table className="order-page__totals">
                  <caption>合計（依幣別）</caption>
                  <thead>
                    <tr>
                      <th scope="col">幣別</th>
                      <th scope="col">參考市值</th>
                      <th scope="col">未實現損益</th>
                      <th scope="col">參考市值（新台幣）</th>
                    </tr>
                  </thead>
                  <tbody>
                    {totals.map((total) => (
                      <tr key={total.currency}>
                        <th scope="row">{total.currency}</th>
                        <td>{formatAmount(total.value, total.currency)}</td>
                        <td>{signed(total.unrealised, total.currency)}</td>
                        <td>{total.valueTwd === undefined ? '無參考匯率' : formatAmount(total.valueTwd, 'TWD')}</td>
                      </tr>
                    ))}
                    <tr>
                      <th scope="row">約當新台幣合計</th>
                      <td>{twdValue === undefined ? '—' : formatAmount(twdValue, 'TWD')}</td>
                      <td>{twdGain === undefined ? '—' : signed(twdGain, 'TWD')}</td>
                      <td />
                    </tr>
                  </tbody>
                </table>
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
