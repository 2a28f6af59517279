import { useCallback, useState } from 'react';
import { buildKycSignRequest, kycExpiryFor, kycScore, parseKycSignAnswer, riskTypeForScore, riskTypeLabel, KYC_VALIDITY_YEARS, type CustomerProfile, type KycSigned } from '@shared/account';
import { failureMessage, formatBrokerDate, Link, LoadError, PageLoading, useQuery } from 'shared';
import { taipeiDate } from 'shared/calendar';
import { customerProfileQuery, SignedOutNotice, useViewer } from '../account-overview';
import { useProfileSign } from './api/use-profile-sign';
import { KycBands, KycOutcome } from './components/kyc-result';
import { OtpSign } from './components/otp-sign';
import { QuestionnaireForm } from './components/questionnaire-form';
import { completeAnswers, emptyAnswers, type DraftAnswers } from './domain/answers';
import './kyc.css';

/** The customer's assessment as it stands, before renewing. */
function CurrentState({ profile, today }: { profile: CustomerProfile; today: string }) {
  const expired = profile.kycExpiry < today;
  return (
    <p className="kyc-current" data-testid="kyc-current">
      目前風險屬性：{riskTypeLabel(profile.riskType)}；評估{expired ? `已於 ${formatBrokerDate(profile.kycExpiry)} 到期` : `有效至 ${formatBrokerDate(profile.kycExpiry)}`}。
    </p>
  );
}

/** What the back end recorded, and where to go next. */
function Signed({ signed }: { signed: KycSigned }) {
  return (
    <section className="kyc-done" aria-labelledby="kyc-done-title">
      <div role="status">
        <h2 id="kyc-done-title">風險屬性評估已完成簽署</h2>
      </div>
      <KycOutcome score={signed.score} riskType={signed.riskType} kycExpiry={signed.kycExpiry} expiryNote={`${formatBrokerDate(signed.signedDate)} 簽署`} />
      <p>自即刻起，申購與買進依新的風險屬性判斷。</p>
      <ul className="kyc-links">
        <li>
          <Link to="/overseas" className="ui-button ui-button--primary">
            回海外首頁
          </Link>
        </li>
        <li>
          <Link to="/overseas/fund" className="ui-button">
            前往基金
          </Link>
        </li>
        <li>
          <Link to="/overseas/account/sub-brokerage" className="ui-button">
            回複委託帳戶
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** The questionnaire, its result and its signature for the selected account's customer. */
function KycRenewal({ idno, account }: { idno: string; account: string }) {
  const profile = useQuery(customerProfileQuery(idno));
  const [answers, setAnswers] = useState<DraftAnswers>(emptyAnswers);
  const [step, setStep] = useState<'answer' | 'sign'>('answer');
  const [signed, setSigned] = useState<KycSigned | null>(null);
  const onAccepted = useCallback((result: KycSigned) => setSigned(result), []);
  const submit = useProfileSign('KYC_SIGN', parseKycSignAnswer, onAccepted);
  const today = taipeiDate();

  if (signed !== null) return <Signed signed={signed} />;
  if (profile.isError) return <LoadError message={failureMessage(profile.error, '客戶資料暫時無法取得，請稍後再試。')} onRetry={() => void profile.refetch()} />;
  if (profile.data === undefined) return <PageLoading label="客戶資料載入中…" />;

  const complete = completeAnswers(answers);
  // a signature left unresolved is resolved on the signing step, whatever the answers on screen
  if ((step === 'sign' && complete !== undefined) || submit.unresolved) {
    const score = complete === undefined ? undefined : kycScore(complete);
    return (
      <>
        <CurrentState profile={profile.data} today={today} />
        {score !== undefined && (
          <section className="kyc-card" aria-labelledby="kyc-result-title">
            <h2 id="kyc-result-title">您的評估結果</h2>
            <KycOutcome score={score} riskType={riskTypeForScore(score)} kycExpiry={kycExpiryFor(today)} expiryNote={`今日簽署，${KYC_VALIDITY_YEARS} 年內有效`} />
            <KycBands />
          </section>
        )}
        <OtpSign
          purpose="KYC"
          account={account}
          submit={submit}
          onSign={(code) => {
            if (complete !== undefined) submit.submit((clientKey) => buildKycSignRequest(account, complete, code, clientKey));
            else submit.check();
          }}
          onBack={() => {
            submit.reset();
            setStep('answer');
          }}
        />
      </>
    );
  }
  return (
    <>
      <CurrentState profile={profile.data} today={today} />
      <p className="kyc-intro">請依您目前的財務狀況與投資經驗作答。送出前可隨時修改；結果以簡訊驗證碼簽署後生效，並取代先前的評估。</p>
      <QuestionnaireForm answers={answers} onChange={setAnswers} onDone={() => setStep('sign')} />
    </>
  );
}

/**
 * KYC 風險屬性評估, `/overseas/account/kyc` (rules KYC-1 to KYC-5): the broker's ten questions, the score,
 * risk type and validity they give, signed with a one-time password and recorded by the back end; an
 * expired customer may order again right after.
 */
export function KycRenewalPage() {
  const viewer = useViewer();
  return (
    <section className="kyc-page" aria-labelledby="kyc-title">
      <p className="kyc-back">
        <Link to="/overseas/account/sub-brokerage">← 回複委託帳戶</Link>
      </p>
      <h1 id="kyc-title" className="ui-info-page__title">
        KYC 風險屬性評估
      </h1>
      {viewer.kind !== 'customer' ? (
        <SignedOutNotice viewer={viewer} what="風險屬性評估" />
      ) : viewer.account === '' ? (
        <p className="page-block">您目前沒有可使用的複委託帳戶。</p>
      ) : (
        <KycRenewal key={`${viewer.idno}|${viewer.account}`} idno={viewer.idno} account={viewer.account} />
      )}
    </section>
  );
}
