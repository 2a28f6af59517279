import { failureMessage, DataTable, Link, LoadError, PageLoading, useParams, useQuery, useSearchParams, type DataColumn, formatDate, formatDecimal, formatMoney, formatPercent, GainLoss } from 'shared';
import { FUND_CURRENCY_OPTIONS, SHARE_CLASS_EXPLAINED, distributionsWithin, type FundDetail } from '@shared/fund';
import { labelOf } from 'shared/contracts';
import { fundDetailQuery } from '../api/fund-queries';
import { FundDocuments } from '../components/fund-documents';
import { NavChart } from '../components/nav-chart';
import { currencyText, shareClassText, typeText } from '../domain/format';
import { NAV_RANGES, type NavRange } from '../domain/nav-range';

type FundDistribution = FundDetail['distributions'][number];

function Distributions({ fund }: { fund: FundDetail }) {
  if (fund.shareClass === 'ACC') return <p>本級別為累積型，不配息。</p>;
  const recent = distributionsWithin(fund.distributions, fund.navDate, 36);
  if (recent.length === 0) return <p>近 3 年沒有配息紀錄。</p>;
  const columns: readonly DataColumn<FundDistribution>[] = [
    { id: 'exDate', header: '除息日', rowHeader: true, cell: (entry) => formatDate(entry.exDate) },
    { id: 'payDate', header: '發放日', cell: (entry) => formatDate(entry.payDate) },
    { id: 'amount', header: `每單位配息（${fund.currency}）`, numeric: true, cell: (entry) => formatDecimal(entry.amountPerUnit) },
    { id: 'rate', header: '年化配息率', numeric: true, cell: (entry) => formatPercent(entry.annualisedRate) },
  ];
  // up to 36 rows of four short figures: on a phone they stay rows (cards would run to metres)
  return (
    <DataTable
      caption={`近 3 年配息紀錄（共 ${recent.length} 次）`}
      captionHidden
      label="配息紀錄"
      columns={columns}
      rows={recent}
      rowKey={(entry) => entry.exDate}
      phone="stack"
      className="fund-table fund-table--dense"
    />
  );
}

interface Fee {
  readonly name: string;
  readonly rate: string;
  readonly note: string;
}

const FEE_COLUMNS: readonly DataColumn<Fee>[] = [
  { id: 'name', header: '費用', rowHeader: true, cell: (fee) => fee.name },
  { id: 'rate', header: '費率', numeric: true, cell: (fee) => fee.rate },
  { id: 'note', header: '說明', kind: 'wide', cell: (fee) => fee.note },
];

function Fees({ fund }: { fund: FundDetail }) {
  const rows: readonly Fee[] = [
    { name: '申購手續費', rate: formatPercent(fund.frontLoad), note: '申購時依申購金額外加收取（最高費率）。' },
    { name: '經理費', rate: `${formatPercent(fund.managementFee)}／年`, note: '每日自基金淨值中扣除，不另向您收取。' },
    { name: '保管費', rate: `${formatPercent(fund.custodyFee)}／年`, note: '每日自基金淨值中扣除，不另向您收取。' },
    { name: '轉換手續費', rate: formatPercent(fund.switchingFee), note: '轉換至同一基金公司其他基金時，依轉換金額收取。' },
    { name: '贖回手續費', rate: formatPercent(fund.redemptionFee), note: '贖回時自贖回金額中扣除。' },
  ];
  return <DataTable caption="費用" captionHidden label="各項費用" columns={FEE_COLUMNS} rows={rows} rowKey={(fee) => fee.name} className="fund-table" />;
}

type Minimum = FundDetail['minimums'][number];

const MINIMUM_COLUMNS: readonly DataColumn<Minimum>[] = [
  { id: 'currency', header: '幣別', rowHeader: true, cell: (entry) => labelOf(FUND_CURRENCY_OPTIONS, entry.currency) },
  { id: 'amount', header: '最低申購金額', numeric: true, cell: (entry) => formatMoney(entry.amount, entry.currency) },
];

/** One fund share class, `/overseas/fund/:fundId` (rules FND-2, FND-3, FND-5): NAV history, distributions, fees, minimums, the class in words. */
export function FundDetailPage() {
  const { fundId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const range: NavRange = NAV_RANGES.find((entry) => entry.value === params.get('range'))?.value ?? '1Y';
  const detail = useQuery(fundDetailQuery(fundId));
  if (detail.isError) {
    return (
      <section className="fund-page">
        <h1>海外基金</h1>
        <LoadError className="fund-empty" message={failureMessage(detail.error, '基金資料暫時無法取得，請稍後再試。')} onRetry={() => void detail.refetch()} />
        <Link to="/overseas/fund">回基金列表</Link>
      </section>
    );
  }
  const fund = detail.data;
  if (fund === undefined) return <PageLoading label="基金資料載入中…" />;
  const own = fund.minimums[0];
  return (
    <section className="fund-page" aria-labelledby="fund-title">
      <p className="fund-back">
        <Link to="/overseas/fund">← 回基金列表</Link>
      </p>
      <h1 id="fund-title">{fund.name}</h1>
      <p className="fund-tags">
        {fund.houseName}・{typeText(fund.type)}・{currencyText(fund.currency)}・{shareClassText(fund)}・風險等級 {fund.riskGrade}
        {fund.professionalOnly ? '・限專業投資人' : ''}
      </p>
      <div className="fund-actions">
        <Link className="ui-button ui-button--primary" to={`/overseas/fund/${fund.fundId}/subscribe`}>
          申購
        </Link>
        <Link className="ui-button" to={`/overseas/fund/${fund.fundId}/redeem`}>
          贖回
        </Link>
      </div>
      <dl className="fund-figures">
        <div>
          <dt>最新淨值（{formatDate(fund.navDate)}）</dt>
          <dd>
            {fund.currency} {formatDecimal(fund.nav)}
          </dd>
        </div>
        <div>
          <dt>近1個月</dt>
          <dd>
            <GainLoss value={fund.return1m}>{formatPercent(fund.return1m, { signed: true })}</GainLoss>
          </dd>
        </div>
        <div>
          <dt>近1年</dt>
          <dd>
            <GainLoss value={fund.return1y}>{formatPercent(fund.return1y, { signed: true })}</GainLoss>
          </dd>
        </div>
        <div>
          <dt>近3年</dt>
          <dd>
            <GainLoss value={fund.return3y}>{formatPercent(fund.return3y, { signed: true })}</GainLoss>
          </dd>
        </div>
        <div>
          <dt>成立日</dt>
          <dd>{formatDate(fund.launchDate)}</dd>
        </div>
        <div>
          <dt>級別規模</dt>
          <dd>
            {fund.sizeMillions === undefined ? '資料未提供' : `${fund.currency} ${formatDecimal(fund.sizeMillions)} 百萬`}
          </dd>
        </div>
      </dl>
      <p>{fund.objective}</p>
      <section className="fund-card" aria-labelledby="docs-title">
        <h2 id="docs-title">基金文件</h2>
        <FundDocuments fundId={fund.fundId} />
      </section>
      <NavChart history={fund.navHistory} range={range} currency={fund.currency} onRange={(next) => setParams({ range: next }, { replace: true, preventScrollReset: true })} />
      <section className="fund-card" aria-labelledby="class-title">
        <h2 id="class-title">級別說明：{shareClassText(fund)}</h2>
        <p>{SHARE_CLASS_EXPLAINED[fund.shareClass]}</p>
      </section>
      <section className="fund-card" aria-labelledby="dist-title">
        <h2 id="dist-title">配息紀錄</h2>
        <Distributions fund={fund} />
      </section>
      <section className="fund-card" aria-labelledby="fee-title">
        <h2 id="fee-title">費用</h2>
        <Fees fund={fund} />
      </section>
      <section className="fund-card" aria-labelledby="min-title">
        <h2 id="min-title">最低申購金額</h2>
        {own !== undefined && (
          <p>
            本級別以 {currencyText(fund.currency)} 計價，自保證金專戶的 {fund.currency} 餘額扣款，單筆最低申購 <strong>{formatMoney(own.amount, own.currency)}</strong>。
          </p>
        )}
        <DataTable caption="各幣別單筆最低申購金額" columns={MINIMUM_COLUMNS} rows={fund.minimums} rowKey={(entry) => entry.currency} phone="stack" className="fund-table" />
      </section>
    </section>
  );
}
