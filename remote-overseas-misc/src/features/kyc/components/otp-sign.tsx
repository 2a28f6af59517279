import { useId, useState, type FormEvent } from 'react';
import { OTP_MAX_ATTEMPTS, OTP_VALID_SECONDS, type OtpPurpose } from '@shared/account';
import { failureMessage, SubmitOutcomeNotice, type OnceOnlySubmit } from 'shared';
import { useOtpSend } from '../api/use-otp-send';

/** `HH:mm` of a `+08:00` ISO time, as the customer reads a deadline. */
function clockOf(time: string): string {
  return time.slice(11, 16);
}

/**
 * The signature step of a form (rules KYC-4, ORD-18): 取得簡訊驗證碼, the 6-digit code, and 確認簽署, which
 * sends through the page's once-only submit (disabled while on its way, so a double click signs once). A
 * wrong or expired code comes back as the back end's reason; the form above it is kept as typed.
 */
export function OtpSign<R>({ purpose, account, submit, onSign, onBack }: { purpose: OtpPurpose; account: string; submit: OnceOnlySubmit<R>; onSign: (code: string) => void; onBack: () => void }) {
  const codeId = useId();
  const send = useOtpSend(account, purpose);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const sent = send.data;

  const sign = (event: FormEvent) => {
    event.preventDefault();
    // an unresolved signature is asked about first, whatever is typed (rule ORD-18)
    if (!submit.unresolved) {
      if (sent === undefined) {
        setError('請先按「取得簡訊驗證碼」，再輸入收到的驗證碼。');
        return;
      }
      if (!/^\d{6}$/.test(code)) {
        setError('請輸入 6 位數字的簡訊驗證碼。');
        return;
      }
    }
    setError('');
    onSign(code);
  };

  return (
    <form className="sign-step" noValidate onSubmit={sign} aria-labelledby={`${codeId}-title`}>
      <h2 id={`${codeId}-title`} className="sign-step__title">
        以簡訊驗證碼簽署
      </h2>
      <p className="sign-step__hint">
        驗證碼將傳送至您留存的行動電話，{OTP_VALID_SECONDS / 60} 分鐘內有效，最多可輸入錯誤 {OTP_MAX_ATTEMPTS} 次；重新取得後，先前的驗證碼即失效。
      </p>
      <div className="sign-step__row">
        <button type="button" className="ui-button" disabled={send.isPending || submit.busy} onClick={() => send.mutate(undefined)}>
          {send.isPending ? '傳送中…' : sent === undefined ? '取得簡訊驗證碼' : '重新取得驗證碼'}
        </button>
        <p role="status" className="sign-step__sent">
          {sent !== undefined && !send.isPending ? `驗證碼已傳送至 ${sent.sentTo}，請於 ${clockOf(sent.expiresAt)} 前輸入。` : ''}
        </p>
      </div>
      {send.isError && (
        <p role="alert" className="self-form__error">
          驗證碼傳送失敗：{failureMessage(send.error)}
        </p>
      )}
      <div className="self-form__field">
        <label htmlFor={codeId}>簡訊驗證碼</label>
        <input
          id={codeId}
          className="ui-input sign-step__code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          aria-invalid={error !== ''}
          aria-describedby={error === '' ? undefined : `${codeId}-error`}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
        {error !== '' && (
          <p id={`${codeId}-error`} className="self-form__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <SubmitOutcomeNotice submit={submit} noun="簽署" className="sign-step__notice" />
      <div className="self-form__actions">
        <button type="submit" className="ui-button ui-button--primary" disabled={submit.busy}>
          {submit.phase === 'sending' ? '簽署送出中…' : '確認簽署'}
        </button>
        <button type="button" className="ui-button" disabled={submit.busy} onClick={onBack}>
          返回修改
        </button>
      </div>
    </form>
  );
}
