import { useMemo, useState } from 'react';
import { formatBrokerDate, isGuestIdno, Link, PolledState, useAccounts, useLogin, usePolledQuery, useQuery } from 'shared';
import { Decimal, taipeiDate, type DecimalValue } from 'shared/bond-math';
import { ExCouponBadge, settlementDateAt } from '../bond-detail';
import { feeScheduleQuery } from '../cart';
import { SignInPrompt } from '../session';
import { fxRatesQuery, holdingsQuery } from './api/order-queries';
import { CashFlowCalendar } from './components/cash-flow-calendar';
import { SellTicket } from './components/sell-ticket';
import { cashFlowCalendar, totalsByCurrency, viewPositions } from './domain/holdings';
import { holdingsTwd } from './domain/holdings-twd';
import { formatMoney } from './domain/order-cost';
import './orders.css';

const signed = (amount: DecimalValue, currency: string) => `${amount.gt(0) ? '+' : ''}${formatMoney(amount, currency)}`;

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

  return (
    <section className="order-page" aria-labelledby="holdings-title">
      <h1 id="holdings-title">債券庫存</h1>
      <PolledState query={holdings} loadingLabel="債券庫存載入中…">
        {(data) => (
          <>
            <p className="order-page__meta">
              交易帳號：{account} ／ 資料日期：{formatBrokerDate(data.asOf)}（參考市值依買回參考價加前手息估算，已除息未付之配息併計） <Link to="/overseas/bond/marketorder">查看委託狀態</Link>
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
                        <th scope="col">未實現損益（TWD）</th>
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
                              <ExCouponBadge bond={position} settlementDate={settlementDateAt(now, position.issueCurrency)} />
                            </th>
                            <td className="num">
                              {new Decimal(position.nominal).toNumber().toLocaleString('en-US')} {position.issueCurrency}
                              {new Decimal(position.reservedNominal).gt(0) && <span className="order-table__isin">（賣出委託中 {new Decimal(position.reservedNominal).toNumber().toLocaleString('en-US')}）</span>}
                            </td>
                            <td className="num">{new Decimal(position.averageCost).toFixed(3)}</td>
                            <td>{view.settling ? `交割中（${formatBrokerDate(position.settlementDate)} 交割）` : '庫存'}</td>
                            <td className="num">{formatMoney(view.value, position.issueCurrency)}</td>
                            <td className="num">{signed(view.unrealised, position.issueCurrency)}</td>
                            <td className="num">{view.unrealisedTwd === undefined ? '無參考匯率' : signed(view.unrealisedTwd, 'TWD')}</td>
                            <td>
                              {view.nextCoupon !== null
                                ? `${formatBrokerDate(view.nextCoupon.date)}／${formatMoney(view.nextCoupon.amount, position.issueCurrency)}`
                                : position.cpnFreq === 0
                                  ? '零息'
                                  : '到期前無應收配息'}
                            </td>
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
                      <th scope="col">參考匯率</th>
                      <th scope="col">參考市值（TWD）</th>
                    </tr>
                  </thead>
                  <tbody>
                    {totals.map((total) => {
                      const inTwd = twd.byCurrency.get(total.currency);
                      return (
                        <tr key={total.currency}>
                          <th scope="row">{total.currency}</th>
                          <td>{formatMoney(total.value, total.currency)}</td>
                          <td>{signed(total.unrealised, total.currency)}</td>
                          <td>{inTwd === undefined ? '無參考匯率' : new Decimal(inTwd.rate.rate).toFixed(4)}</td>
                          <td>{inTwd === undefined ? '無參考匯率' : formatMoney(new Decimal(inTwd.valueTwd), 'TWD')}</td>
                        </tr>
                      );
                    })}
                    <tr>
                      <th scope="row">約當新台幣合計</th>
                      <td data-testid="holdings-twd-total">{twd.valueTwd === undefined ? '—' : formatMoney(new Decimal(twd.valueTwd), 'TWD')}</td>
                      <td>{twd.unrealisedTwd === undefined ? '—' : signed(new Decimal(twd.unrealisedTwd), 'TWD')}</td>
                      <td />
                      <td />
                    </tr>
                  </tbody>
                </table>
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
