import { memo, useCallback, useId } from 'react';
import { readNumberInput } from 'shared';
import type { LabelledOption } from 'shared/contracts';
import { CURRENCY_OPTIONS, RATING_FLOOR_OPTIONS, STOCK_CLASS_OPTIONS, type CurrencyCode, type RatingFloor, type StockClass } from '@shared/bond';
import { SORTS, type CallFeature, type CouponType, type FinderCriteria, type FinderSort, type MaturityRange } from '../domain/finder-criteria';
import { twdBudgetOf } from '../../orders';
import { ChoiceGroup } from './choice-group';
import { MaturityField } from './maturity-field';

/** A choice of one value, labelled; it renders again only when its value changes (keep `options` and `onChange`). */
const SelectField = memo(function SelectField({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: readonly LabelledOption<string>[]; onChange: (value: string) => void }) {
  return (
    <div className="finder-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
});

const FLOOR_CHOICES: readonly LabelledOption<string>[] = [{ value: '', label: '不限（含無評等）' }, ...RATING_FLOOR_OPTIONS];
const COUPON_CHOICES: readonly LabelledOption<string>[] = [
  { value: '', label: '不限' },
  { value: 'fixed', label: '固定配息' },
  { value: 'zero', label: '零息債券' },
];
const CALL_CHOICES: readonly LabelledOption<string>[] = [
  { value: '', label: '不限' },
  { value: 'bullet', label: '不可提前買回' },
  { value: 'callable', label: '可提前買回' },
];
const SORT_CHOICES: readonly LabelledOption<string>[] = SORTS.map((entry) => ({ value: entry.key, label: entry.label }));

/** The criteria the form shows, each as it is held (a grid cell is not among them, nor the budget, shown as typed). */
type ShownCriteria = Pick<FinderCriteria, 'currencies' | 'maturity' | 'floor' | 'issuerTypes' | 'issuer' | 'coupon' | 'call' | 'suitable' | 'sort'>;

/** Props of {@link FinderForm}: the criteria it shows, passed one by one so that each field compares its own. */
export interface FinderFormProps extends ShownCriteria {
  /** Counts the addresses read from outside: the typed fields start again from what they hold. */
  readonly generation: number;
  /** 預算內 as typed (it may not be a budget yet). */
  readonly budgetText: string;
  readonly onBudgetText: (text: string) => void;
  /** 依您的投資屬性（…）, or '' while the profile is not in. */
  readonly profileText: string;
  /**
   * Applies a change of criteria to the search as it stands. Keep it the same function across renders:
   * the form then re-renders only when a criterion it shows changes, never for a grid cell (rule BND-9).
   */
  readonly onChange: (change: Partial<FinderCriteria>) => void;
}

/**
 * The finder's one search (rule BND-7): currencies, maturity range, rating floor (rule BND-20), issuer
 * type, issuer, coupon type, call feature, 預算內, 只顯示我可以申購的 and the sort.
 */
export const FinderForm = memo(function FinderForm(props: FinderFormProps) {
  const { currencies, maturity, floor, issuerTypes, issuer, coupon, call, suitable, sort, generation, budgetText, onBudgetText, profileText, onChange } = props;
  const id = useId();
  const budgetError = readNumberInput(budgetText).kind !== 'empty' && twdBudgetOf(budgetText) === undefined ? '請輸入大於 0 的新台幣整數金額' : '';
  // one function per field for the form's life: a change of one criterion re-renders only its own field
  const setCurrencies = useCallback((next: CurrencyCode[]) => onChange({ currencies: next }), [onChange]);
  // the grid's rows follow the range, so a chosen cell goes with it
  const setMaturity = useCallback((next: MaturityRange) => onChange({ maturity: next, term: '', rating: '' }), [onChange]);
  const setFloor = useCallback((next: string) => onChange({ floor: next as RatingFloor | '' }), [onChange]);
  const setIssuerTypes = useCallback((next: StockClass[]) => onChange({ issuerTypes: next }), [onChange]);
  const setCoupon = useCallback((next: string) => onChange({ coupon: next as CouponType }), [onChange]);
  const setCall = useCallback((next: string) => onChange({ call: next as CallFeature }), [onChange]);
  const setSort = useCallback((next: string) => onChange({ sort: next as FinderSort }), [onChange]);
  return (
    <form className="finder-criteria" aria-label="搜尋條件" onSubmit={(event) => event.preventDefault()}>
      <ChoiceGroup legend="幣別" options={CURRENCY_OPTIONS} chosen={currencies} onChange={setCurrencies} />
      <MaturityField key={generation} range={maturity} onChange={setMaturity} />
      <SelectField id={`${id}-floor`} label="最低信評（各信評機構皆須達到）" value={floor} options={FLOOR_CHOICES} onChange={setFloor} />
      <ChoiceGroup legend="發行機構類型" options={STOCK_CLASS_OPTIONS} chosen={issuerTypes} onChange={setIssuerTypes} />
      <div className="finder-field">
        <label htmlFor={`${id}-issuer`}>發行機構</label>
        <input id={`${id}-issuer`} type="search" value={issuer} placeholder="例如：美國財政部、HSBC" onChange={(event) => onChange({ issuer: event.target.value.slice(0, 60) })} />
      </div>
      <SelectField id={`${id}-coupon`} label="配息方式" value={coupon} options={COUPON_CHOICES} onChange={setCoupon} />
      <SelectField id={`${id}-call`} label="買回條件" value={call} options={CALL_CHOICES} onChange={setCall} />
      <div className="finder-field">
        <label htmlFor={`${id}-budget`}>預算內（新台幣）</label>
        <input
          id={`${id}-budget`}
          inputMode="numeric"
          value={budgetText}
          aria-invalid={budgetError !== ''}
          aria-describedby={budgetError === '' ? `${id}-budget-hint` : `${id}-budget-error`}
          onChange={(event) => {
            const text = event.target.value;
            onBudgetText(text);
            if (readNumberInput(text).kind === 'empty') onChange({ budget: null });
            else {
              const budget = twdBudgetOf(text);
              if (budget !== undefined) onChange({ budget });
            }
          }}
        />
        {budgetError === '' ? (
          <span id={`${id}-budget-hint`} className="finder-sub">
            最低面額之應付總額（含前手息、手續費），依今日參考匯率換算
          </span>
        ) : (
          <span id={`${id}-budget-error`} className="finder-error">
            {budgetError}
          </span>
        )}
      </div>
      <div className="finder-field finder-field--check">
        <input id={`${id}-suitable`} type="checkbox" checked={suitable} onChange={(event) => onChange({ suitable: event.target.checked })} />
        <label htmlFor={`${id}-suitable`}>只顯示我可以申購的</label>
        {/* shown whether or not the box is ticked: ticking it then moves nothing on the page */}
        {profileText !== '' && <span className="finder-sub">{profileText}</span>}
      </div>
      <SelectField id={`${id}-sort`} label="排序" value={sort} options={SORT_CHOICES} onChange={setSort} />
    </form>
  );
});
