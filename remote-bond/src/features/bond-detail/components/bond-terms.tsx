import { useState } from 'react';
import { DataTable, formatDecimal, formatPercent, formatQuantity, formatDate, formatDateTime, type DataColumn } from 'shared';
import { type BondDetail } from '@shared/bond';
import { bondLabels, countryName } from '../format-detail';

/** How many call dates show before 「顯示全部」. */
const CALLS_SHOWN = 6;

const CALL_COLUMNS: readonly DataColumn<BondDetail['callSchedule'][number]>[] = [
  { id: 'date', header: '買回日', rowHeader: true, cell: (call) => formatDate(call.date) },
  { id: 'price', header: '買回價格', numeric: true, cell: (call) => call.price },
];

/**
 * Every term a customer decides on (rule BND-1): issuer and country, currency, coupon and its type and
 * frequency, day count, issue and maturity, the call schedule, minimum and increment, who may buy, the
 * product risk grade, every agency's rating, and the indicative bid and ask with the quote's time.
 */
export function BondTerms({ detail }: { detail: BondDetail }) {
  const { bond } = detail;
  const labels = bondLabels(bond);
  const [allCalls, setAllCalls] = useState(false);
  const calls = allCalls ? detail.callSchedule : detail.callSchedule.slice(0, CALLS_SHOWN);
  return (
    <>
      <section className="detail-card" aria-labelledby="detail-quote">
        <h2 id="detail-quote">參考報價</h2>
        <dl className="detail-facts detail-facts--quote">
          <div>
            <dt>參考賣價（客戶賣出）</dt>
            <dd>{detail.quote.bid}</dd>
          </div>
          <div>
            <dt>參考買價（客戶買入）</dt>
            <dd>{detail.quote.ask}</dd>
          </div>
          <div>
            <dt>報價時間</dt>
            <dd>{formatDateTime(detail.quote.time)}</dd>
          </div>
        </dl>
        <p className="detail-note">報價為參考價格（每 100 面額之除息價），僅供參考，實際成交價以委託時之市場報價為準。</p>
      </section>
      <section className="detail-card" aria-labelledby="detail-terms">
        <h2 id="detail-terms">債券條件</h2>
        <dl className="detail-facts">
          <div>
            <dt>發行機構</dt>
            <dd>
              {bond.issuerName}
              <span className="detail-sub">{bond.issuerNameEn}</span>
            </dd>
          </div>
          <div>
            <dt>發行機構國家</dt>
            <dd>{countryName(bond.issuerCountry)}</dd>
          </div>
          <div>
            <dt>幣別</dt>
            <dd>{labels.currency}</dd>
          </div>
          <div>
            <dt>債券類別</dt>
            <dd>{labels.bondClass}</dd>
          </div>
          <div>
            <dt>票面利率</dt>
            <dd>{formatPercent(bond.faceRate, { decimals: 3 })}</dd>
          </div>
          <div>
            <dt>配息方式</dt>
            <dd>
              {labels.couponType}・{labels.frequency}
            </dd>
          </div>
          <div>
            <dt>計息基礎</dt>
            <dd>{labels.dayCount}</dd>
          </div>
          <div>
            <dt>發行日</dt>
            <dd>{formatDate(bond.issueDate)}</dd>
          </div>
          <div>
            <dt>到期日</dt>
            <dd>
              {formatDate(bond.maturityDate)}
              <span className="detail-sub">剩餘 {formatDecimal(bond.remainingTerm, 2)} 年</span>
            </dd>
          </div>
          <div>
            <dt>最低申購面額</dt>
            <dd>
              {formatQuantity(bond.faceValue, bond.issueCurrency)}
            </dd>
          </div>
          <div>
            <dt>累加單位</dt>
            <dd>
              {formatQuantity(bond.faceValueIncrement, bond.issueCurrency)}
            </dd>
          </div>
          <div>
            <dt>投資人限制</dt>
            <dd>{labels.restriction}</dd>
          </div>
          <div>
            <dt>商品風險等級</dt>
            <dd>{labels.riskGrade}</dd>
          </div>
          <div>
            <dt>信用評等</dt>
            <dd>
              {detail.ratings.length === 0 ? (
                '無評等'
              ) : (
                <ul className="detail-ratings">
                  {detail.ratings.map((rating) => (
                    <li key={rating.agency}>
                      {labels.agency(rating.agency)} {rating.agency}：{rating.rating}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
      </section>
      <section className="detail-card" aria-labelledby="detail-calls">
        <h2 id="detail-calls">提前買回條款</h2>
        {detail.callSchedule.length === 0 ? (
          <p>此債券不可提前買回（到期一次還本）。</p>
        ) : (
          <>
            <p>發行機構可於下列日期依所示價格（每 100 面額）提前買回。</p>
            <DataTable caption="提前買回日與買回價格" captionHidden phone="stack" columns={CALL_COLUMNS} rows={calls} rowKey={(call) => call.date} />
            {detail.callSchedule.length > CALLS_SHOWN && (
              <button type="button" className="ui-button" aria-expanded={allCalls} onClick={() => setAllCalls((value) => !value)}>
                {allCalls ? '收合' : `顯示全部 ${detail.callSchedule.length} 個買回日`}
              </button>
            )}
          </>
        )}
      </section>
    </>
  );
}
