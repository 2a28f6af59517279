import { DataTable, Link, useQuery, formatBrokerDate, type DataColumn } from 'shared';
import { labelOf } from 'shared/contracts';
import { INVESTOR_CLASS_OPTIONS, RISK_TYPE_OPTIONS, type CustomerProfile } from '@shared/account';
import { taipeiDate } from 'shared/calendar';
import { Block, customerProfileQuery, QueryBody, SignedOutNotice, useViewer } from '../account-overview';
import { KYC_RENEWAL_PATH, KycNotice } from './components/kyc-notice';
import { kycStatus } from './domain/kyc-status';
import { maskBankAccount } from './domain/mask-bank-account';
import './sub-brokerage.css';

/** Where a W-8BEN is signed online (rule TAX-1). */
const W8BEN_PATH = '/overseas/account/w8ben';

function w8benText(profile: CustomerProfile, today: string): string {
  if (!profile.w8benOnFile || profile.w8benExpiry === '') return '未簽署（買進美國發行人之債券前須簽署 W-8BEN）';
  if (profile.w8benExpiry < today) return `已於 ${formatBrokerDate(profile.w8benExpiry)} 到期，請重新簽署`;
  return `已簽署，有效至 ${formatBrokerDate(profile.w8benExpiry)}`;
}

/** True when a W-8BEN is on file and valid on `today`. */
function w8benValid(profile: CustomerProfile, today: string): boolean {
  return profile.w8benOnFile && profile.w8benExpiry !== '' && profile.w8benExpiry >= today;
}

function kycText(profile: CustomerProfile, today: string): string {
  const state = kycStatus(profile.kycExpiry, today).state;
  const date = formatBrokerDate(profile.kycExpiry);
  if (state === 'expired') return `已於 ${date} 到期`;
  if (state === 'expiring') return `有效至 ${date}（即將到期）`;
  return `有效至 ${date}`;
}

type SettlementAccount = CustomerProfile['accounts'][number]['settlementAccounts'][number];

/** Three short values a line (currency, bank, last 4 digits): on a phone they stay rows. */
const BANK_COLUMNS: readonly DataColumn<SettlementAccount>[] = [
  { id: 'currency', header: '幣別', rowHeader: true, cell: (bank) => bank.currency },
  { id: 'bank', header: '銀行', cell: (bank) => bank.bankName },
  { id: 'account', header: '帳號', cell: (bank) => maskBankAccount(bank.bankAccountMasked) },
];

type Agreement = CustomerProfile['agreements'][number];

const AGREEMENT_COLUMNS: readonly DataColumn<Agreement>[] = [
  { id: 'name', header: '文件', rowHeader: true, cell: (agreement) => agreement.name },
  { id: 'signedDate', header: '簽署日期', cell: (agreement) => formatBrokerDate(agreement.signedDate) },
];

function ProfileDetails({ profile, selected, today }: { profile: CustomerProfile; selected: string; today: string }) {
  return (
    <>
      <KycNotice kycExpiry={profile.kycExpiry} today={today} />
      <dl className="sub-facts">
        <div>
          <dt>投資人類別</dt>
          <dd>{labelOf(INVESTOR_CLASS_OPTIONS, profile.investorClass)}</dd>
        </div>
        <div>
          <dt>KYC 風險屬性</dt>
          <dd>{labelOf(RISK_TYPE_OPTIONS, profile.riskType)}</dd>
        </div>
        <div>
          <dt>風險屬性評估期限</dt>
          <dd data-testid="kyc-expiry">{kycText(profile, today)}</dd>
        </div>
        <div>
          <dt>W-8BEN 美國稅務表格</dt>
          <dd data-testid="w8ben-state">{w8benText(profile, today)}</dd>
        </div>
      </dl>
      <p className="sub-actions">
        <Link to={KYC_RENEWAL_PATH} className="ui-button">
          填寫風險屬性評估問卷
        </Link>
        <Link to={W8BEN_PATH} className="ui-button">
          {w8benValid(profile, today) ? '更新 W-8BEN' : '線上簽署 W-8BEN'}
        </Link>
      </p>
      {profile.accounts.length === 0 ? (
        <p className="page-block__empty">目前沒有複委託帳戶資料。</p>
      ) : (
        profile.accounts.map((account) => (
          <section key={account.account} className="sub-account" aria-labelledby={`sub-account-${account.account}`}>
            <h3 id={`sub-account-${account.account}`} className="sub-account__title">
              複委託帳號 {account.account}
              {account.account === selected && <span className="sub-account__badge">目前選擇的帳號</span>}
            </h3>
            <dl className="sub-facts">
              <div>
                <dt>開戶分公司</dt>
                <dd>{account.branch}</dd>
              </div>
              <div>
                <dt>開戶日期</dt>
                <dd>{formatBrokerDate(account.openDate)}</dd>
              </div>
            </dl>
            {account.settlementAccounts.length === 0 ? (
              <p className="page-block__empty">此帳號尚未登記交割銀行帳戶。</p>
            ) : (
              <DataTable caption="登記之交割銀行帳戶" columns={BANK_COLUMNS} rows={account.settlementAccounts} rowKey={(bank) => `${bank.currency}-${bank.bankAccountMasked}`} phone="stack" className="page-table" />
            )}
            {account.settlementAccounts.length > 0 && <p className="page-block__note">為保護您的資料，銀行帳號僅顯示末 4 碼。</p>}
          </section>
        ))
      )}
    </>
  );
}

function Agreements({ profile }: { profile: CustomerProfile }) {
  if (profile.agreements.length === 0) return <p className="page-block__empty">目前沒有已簽署的約定書。</p>;
  return (
    <DataTable
      caption="已簽署之約定書與簽署日期"
      captionHidden
      columns={AGREEMENT_COLUMNS}
      rows={profile.agreements}
      rowKey={(agreement) => agreement.name}
      phone="stack"
      className="page-table"
    />
  );
}

/**
 * 複委託帳戶, `/overseas/account/sub-brokerage`: the customer's sub-brokerage accounts, settlement bank
 * accounts (last 4 digits only), investor class, KYC risk type and its expiry, W-8BEN and the agreements
 * signed (rules ACC-9 to ACC-11), from the profile call (rule ORD-4).
 */
export function SubBrokeragePage() {
  const viewer = useViewer();
  const customer = viewer.kind === 'customer' ? viewer : undefined;
  const query = useQuery({ ...customerProfileQuery(customer?.idno ?? ''), enabled: customer !== undefined });
  const today = taipeiDate();
  return (
    <section className="sub-page" aria-labelledby="sub-brokerage-title">
      <h1 id="sub-brokerage-title" className="ui-info-page__title">
        複委託帳戶
      </h1>
      {viewer.kind !== 'customer' ? (
        <SignedOutNotice viewer={viewer} what="複委託帳戶資料" />
      ) : (
        <div className="page-blocks">
          <Block title="帳戶資料">
            <QueryBody query={query} loadingLabel="帳戶資料載入中…">
              {(profile) => <ProfileDetails profile={profile} selected={viewer.account} today={today} />}
            </QueryBody>
          </Block>
          <Block title="已簽署文件">
            <QueryBody query={query} loadingLabel="簽署文件載入中…">
              {(profile) => <Agreements profile={profile} />}
            </QueryBody>
          </Block>
        </div>
      )}
    </section>
  );
}
