import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { NO_TIN_REASONS, W8BEN_COUNTRIES, w8benFormProblems, type W8benForm, type W8benProblem } from '@shared/account';

/** The form as typed: the date of birth as the customer writes it, the rest as the contract has it. */
export interface W8benDraft {
  readonly fullName: string;
  readonly citizenship: string;
  readonly dateOfBirth: string;
  readonly address: string;
  readonly city: string;
  readonly residenceCountry: string;
  readonly foreignTin: string;
  readonly noTinReason: string;
  readonly treatyCountry: string;
  readonly certified: boolean;
}

/** A blank form: Taiwan preselected, as for most of the broker's customers. */
export const EMPTY_DRAFT: W8benDraft = { fullName: '', citizenship: 'TW', dateOfBirth: '', address: '', city: '', residenceCountry: 'TW', foreignTin: '', noTinReason: '', treatyCountry: '', certified: false };

/** The draft as the contract's form: `1980/01/15` becomes `19800115`. */
export function formOf(draft: W8benDraft): W8benForm {
  return { ...draft, dateOfBirth: draft.dateOfBirth.replace(/\D/g, ''), certified: draft.certified as true } as W8benForm;
}

/** The fields in the order the page shows them: the first problem's field gets the focus. */
const ORDER: readonly (keyof W8benDraft)[] = ['fullName', 'citizenship', 'dateOfBirth', 'address', 'city', 'residenceCountry', 'foreignTin', 'noTinReason', 'treatyCountry', 'certified'];

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="self-form__field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint !== undefined && (
        <p id={`${id}-hint`} className="self-form__hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={`${id}-error`} className="self-form__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The W-8BEN's fields (rule TAX-2), checked by the contract's own rules (the back end refuses the same
 * problems): after the first 下一步 each field shows its problem as it is fixed, and 下一步 with problems left
 * says how many and moves the focus to the first.
 */
export function W8benFields({ draft, onChange, onDone, today }: { draft: W8benDraft; onChange: (draft: W8benDraft) => void; onDone: () => void; today: string }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [tried, setTried] = useState(false);
  const problems: readonly W8benProblem[] = tried ? w8benFormProblems(formOf(draft), today) : [];
  const errorOf = (field: keyof W8benDraft) => problems.find((problem) => problem.field === field)?.message;
  const set = <K extends keyof W8benDraft>(field: K, value: W8benDraft[K]) => onChange({ ...draft, [field]: value });
  const described = (field: keyof W8benDraft, hint: boolean) => [hint ? `${id}-${field}-hint` : '', errorOf(field) === undefined ? '' : `${id}-${field}-error`].filter((entry) => entry !== '').join(' ') || undefined;
  const input = (field: keyof W8benDraft, hint: boolean) => ({ id: `${id}-${field}`, 'aria-invalid': errorOf(field) !== undefined, 'aria-describedby': described(field, hint) });

  const next = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = w8benFormProblems(formOf(draft), today);
    if (found.length === 0) {
      onDone();
      return;
    }
    const first = ORDER.find((field) => found.some((problem) => problem.field === field));
    if (first !== undefined) form.current?.ownerDocument.getElementById(`${id}-${first}`)?.focus();
  };

  const text = (field: 'fullName' | 'dateOfBirth' | 'address' | 'city' | 'foreignTin', label: string, hint?: string, autoComplete?: string) => (
    <Field id={`${id}-${field}`} label={label} hint={hint} error={errorOf(field)}>
      <input {...input(field, hint !== undefined)} className="ui-input" autoComplete={autoComplete ?? 'off'} value={draft[field]} onChange={(event) => set(field, event.target.value)} />
    </Field>
  );
  const countries = (field: 'citizenship' | 'residenceCountry', label: string) => (
    <Field id={`${id}-${field}`} label={label} error={errorOf(field)}>
      <select {...input(field, false)} className="ui-input" value={draft[field]} onChange={(event) => set(field, event.target.value)}>
        {W8BEN_COUNTRIES.map((country) => (
          <option key={country.value} value={country.value}>
            {country.label}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <form ref={form} className="w8ben-form" noValidate onSubmit={next} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="kyc-form__title">
        W-8BEN 表格內容
      </h2>
      {text('fullName', '英文姓名（與護照相同）', '例：WANG HSIAO-MING', 'name')}
      {countries('citizenship', '國籍')}
      {text('dateOfBirth', '出生日期', '例：1985/05/12', 'bday')}
      {text('address', '永久居住地址（英文）', '不得為郵政信箱或轉交地址', 'street-address')}
      {text('city', '城市（英文）', undefined, 'address-level2')}
      {countries('residenceCountry', '居住國')}
      {text('foreignTin', '居住國稅籍編號', '臺灣居民請填身分證字號；無稅籍編號者請留空並選擇原因')}
      <Field id={`${id}-noTinReason`} label="未提供稅籍編號之原因" error={errorOf('noTinReason')}>
        <select {...input('noTinReason', false)} className="ui-input" value={draft.noTinReason} onChange={(event) => set('noTinReason', event.target.value)}>
          <option value="">（已填寫稅籍編號）</option>
          {NO_TIN_REASONS.map((reason) => (
            <option key={reason.value} value={reason.value}>
              {reason.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-treatyCountry`} label="主張租稅協定優惠" hint="僅限居住國與美國訂有所得稅租稅協定者；臺灣、香港、新加坡、馬來西亞與美國無租稅協定" error={errorOf('treatyCountry')}>
        <select {...input('treatyCountry', true)} className="ui-input" value={draft.treatyCountry} onChange={(event) => set('treatyCountry', event.target.value)}>
          <option value="">不主張</option>
          {W8BEN_COUNTRIES.filter((country) => country.treatyDividendRate !== null).map((country) => (
            <option key={country.value} value={country.value}>
              {country.label}（股利 {country.treatyDividendRate}%）
            </option>
          ))}
        </select>
      </Field>
      <div className="self-form__field">
        <label className="self-form__check">
          <input type="checkbox" {...input('certified', false)} checked={draft.certified} onChange={(event) => set('certified', event.target.checked)} />
          <span>本人聲明：本人為上列居住國之居民，非美國公民或美國稅務居民，上列資訊均屬真實、正確且完整；如有變動，將於 30 日內通知貴公司。</span>
        </label>
        {errorOf('certified') !== undefined && (
          <p id={`${id}-certified-error`} className="self-form__error">
            {errorOf('certified')}
          </p>
        )}
      </div>
      {problems.length > 0 && (
        <p role="alert" className="self-form__error">
          尚有 {problems.length} 個欄位需要修正。
        </p>
      )}
      <div className="self-form__actions">
        <button type="submit" className="ui-button ui-button--primary">
          下一步：確認並簽署
        </button>
      </div>
    </form>
  );
}
