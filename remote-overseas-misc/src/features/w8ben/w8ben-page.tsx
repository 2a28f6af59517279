import { useCallback, useState } from 'react';
import { buildW8benSignRequest, hasValidW8ben, labelOfCountry, parseW8benSignAnswer, usWithholdingRate, w8benExpiryFor, type CustomerProfile, type W8benSigned } from '@shared/account';
import { failureMessage, formatBrokerDate, Link, LoadError, PageLoading, useQuery } from 'shared';
import { taipeiDate } from 'shared/calendar';
import { customerProfileQuery, SignedOutNotice, useViewer } from '../account-overview';
import { OtpSign, useProfileSign } from '../kyc';
import { EMPTY_DRAFT, formOf, W8benFields, type W8benDraft } from './components/w8ben-fields';

/** The form on file as it stands. */
function CurrentState({ profile, today }: { profile: CustomerProfile; today: string }) {
  const text = !profile.w8benOnFile || profile.w8benExpiry === ''
    ? '目前未簽署 W-8BEN。'
    : hasValidW8ben(profile, today)
      ? `目前的 W-8BEN 有效至 ${formatBrokerDate(profile.w8benExpiry)}；重新簽署將取代之。`
      : `目前的 W-8BEN 已於 ${formatBrokerDate(profile.w8benExpiry)} 到期。`;
  return (
    <p className="kyc-current" data-testid="w8ben-current">
      {text}
    </p>
  );
}

/** What signing changes, before it is signed (rules TAX-3, TAX-5). */
function Summary({ draft, today }: { draft: W8benDraft; today: string }) {
  const form = formOf(draft);
  const dividend = usWithholdingRate('dividend', true, form.treatyCountry);
  return (
    <section className="kyc-card" aria-labelledby="w8ben-summary-title">
      <h2 id="w8ben-summary-title">請確認表格內容</h2>
      <dl className="kyc-outcome">
        <div>
          <dt>英文姓名</dt>
          <dd>{form.fullName.trim()}</dd>
        </div>
        <div>
          <dt>國籍／居住國</dt>
          <dd>
            {labelOfCountry(form.citizenship)}／{labelOfCountry(form.residenceCountry)}
          </dd>
        </div>
        <div>
          <dt>永久居住地址</dt>
          <dd>
            {form.address.trim()}, {form.city.trim()}
          </dd>
        </div>
        <div>
          <dt>稅籍編號</dt>
          <dd>{form.foreignTin.trim() === '' ? '未提供' : form.foreignTin.trim()}</dd>
        </div>
        <div>
          <dt>租稅協定</dt>
          <dd>{form.treatyCountry === '' ? '不主張' : labelOfCountry(form.treatyCountry)}</dd>
        </div>
        <div>
          <dt>有效期限</dt>
          <dd>今日簽署，有效至 {formatBrokerDate(w8benExpiryFor(today))}</dd>
        </div>
      </dl>
      <p>簽署後適用之美國扣繳稅率：美國股利 {dividend}%；美國發行人之債券利息（符合投資組合利息豁免者）0%。</p>
    </section>
  );
}

function Signed({ signed }: { signed: W8benSigned }) {
  return (
    <section className="kyc-done" aria-labelledby="w8ben-done-title">
      <div role="status">
        <h2 id="w8ben-done-title">W-8BEN 已完成簽署</h2>
      </div>
      <p data-testid="w8ben-signed">
        {formatBrokerDate(signed.signedDate)} 簽署，有效至 {formatBrokerDate(signed.w8benExpiry)}。
      </p>
      <ul className="kyc-links">
        <li>
          <Link to="/overseas/account/sub-brokerage" className="ui-button ui-button--primary">
            回複委託帳戶
          </Link>
        </li>
        <li>
          <Link to="/overseas/stock" className="ui-button">
            前往海外股票
          </Link>
        </li>
      </ul>
    </section>
  );
}

function W8benSigning({ idno, account }: { idno: string; account: string }) {
  const profile = useQuery(customerProfileQuery(idno));
  const [draft, setDraft] = useState<W8benDraft>(EMPTY_DRAFT);
  const [step, setStep] = useState<'fill' | 'sign'>('fill');
  const [signed, setSigned] = useState<W8benSigned | null>(null);
  const onAccepted = useCallback((result: W8benSigned) => setSigned(result), []);
  const submit = useProfileSign('W8BEN_SIGN', parseW8benSignAnswer, onAccepted);
  const today = taipeiDate();

  if (signed !== null) return <Signed signed={signed} />;
  if (profile.isError) return <LoadError message={failureMessage(profile.error, '客戶資料暫時無法取得，請稍後再試。')} onRetry={() => void profile.refetch()} />;
  if (profile.data === undefined) return <PageLoading label="客戶資料載入中…" />;

  if (step === 'sign' || submit.unresolved) {
    return (
      <>
        <CurrentState profile={profile.data} today={today} />
        {step === 'sign' && <Summary draft={draft} today={today} />}
        <OtpSign
          purpose="W8BEN"
          account={account}
          submit={submit}
          onSign={(code) => {
            if (step === 'sign') submit.submit((clientKey) => buildW8benSignRequest(account, formOf(draft), code, clientKey));
            else submit.check();
          }}
          onBack={() => {
            submit.reset();
            setStep('fill');
          }}
        />
      </>
    );
  }
  return (
    <>
      <CurrentState profile={profile.data} today={today} />
      <p className="kyc-intro">W-8BEN 是美國國稅局（IRS）的外國人身分證明表格。簽署後有效至簽署年度後第三年之 12 月 31 日；請以英文填寫，內容須與護照相同。</p>
      <W8benFields draft={draft} onChange={setDraft} onDone={() => setStep('sign')} today={today} />
    </>
  );
}

/**
 * W-8BEN 線上簽署, `/overseas/account/w8ben` (rules TAX-1 to TAX-5): the form's fields checked as the back
 * end checks them, what signing changes, the signature with a one-time password, recorded at once.
 */
export function W8benPage() {
  const viewer = useViewer();
  return (
    <section className="w8ben-page" aria-labelledby="w8ben-title">
      <p className="kyc-back">
        <Link to="/overseas/account/sub-brokerage">← 回複委託帳戶</Link>
      </p>
      <h1 id="w8ben-title" className="ui-info-page__title">
        W-8BEN 線上簽署
      </h1>
      {viewer.kind !== 'customer' ? (
        <SignedOutNotice viewer={viewer} what="W-8BEN 簽署" />
      ) : viewer.account === '' ? (
        <p className="page-block">您目前沒有可使用的複委託帳戶。</p>
      ) : (
        <W8benSigning key={`${viewer.idno}|${viewer.account}`} idno={viewer.idno} account={viewer.account} />
      )}
    </section>
  );
}
