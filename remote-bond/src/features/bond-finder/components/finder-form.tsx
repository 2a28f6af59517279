import { memo, useId } from 'react';
import { readNumberInput } from 'shared';
import { CURRENCY_OPTIONS, RATING_FLOOR_OPTIONS, STOCK_CLASS_OPTIONS, type CurrencyCode, type RatingFloor, type StockClass } from '@shared/bond';
import { SORTS, type CallFeature, type CouponType, type FinderCriteria, type FinderSort, type MaturityRange } from '../domain/finder-criteria';
import { ChoiceGroup } from './choice-group';
import { MaturityField } from './maturity-field';

/** A TWD budget as typed: a whole number of up to 12 digits (full-width and grouping commas accepted), else undefined. */
export function budgetOf(text: string): number | undefined {
  const read = readNumberInput(text);
  return read.kind === 'number' && !read.negative && read.fraction === '' && read.whole.length <= 12 ? Number(read.whole) : undefined;
}

/** Props of {@link FinderForm}: the criteria it shows, each as it is held (a grid cell is not among them). */
export interface FinderFormProps {
  readonly currencies: readonly CurrencyCode[];
  readonly maturity: MaturityRange;
  readonly floor: RatingFloor | '';
  readonly issuerTypes: readonly StockClass[];
  readonly issuer: string;
  readonly coupon: CouponType;
  readonly call: CallFeature;
  readonly suitable: boolean;
  readonly sort: FinderSort;
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
  const budgetError = readNumberInput(budgetText).kind !== 'empty' && budgetOf(budgetText) === undefined ? '請輸入新台幣整數金額' : '';
  return (
    <form className="finder-criteria" aria-label="搜尋條件" onSubmit={(event) => event.preventDefault()}>
      <ChoiceGroup legend="幣別" options={CURRENCY_OPTIONS} chosen={currencies} onChange={(next) => onChange({ currencies: next })} />
      <MaturityField
        key={generation}
        range={maturity}
        // the grid's rows follow the range, so a chosen cell goes with it
        onChange={(next) => onChange({ maturity: next, term: '', rating: '' })}
      />
      <div className="finder-field">
        <label htmlFor={`${id}-floor`}>最低信評（各信評機構皆須達到）</label>
        <select id={`${id}-floor`} value={floor} onChange={(event) => onChange({ floor: event.target.value as RatingFloor | '' })}>
          <option value="">不限（含無評等）</option>
          {RATING_FLOOR_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <ChoiceGroup legend="發行機構類型" options={STOCK_CLASS_OPTIONS} chosen={issuerTypes} onChange={(next) => onChange({ issuerTypes: next })} />
      <div className="finder-field">
        <label htmlFor={`${id}-issuer`}>發行機構</label>
        <input id={`${id}-issuer`} type="search" value={issuer} placeholder="例如：美國財政部、HSBC" onChange={(event) => onChange({ issuer: event.target.value.slice(0, 60) })} />
      </div>
      <div className="finder-field">
        <label htmlFor={`${id}-coupon`}>配息方式</label>
        <select id={`${id}-coupon`} value={coupon} onChange={(event) => onChange({ coupon: event.target.value as CouponType })}>
          <option value="">不限</option>
          <option value="fixed">固定配息</option>
          <option value="zero">零息債券</option>
        </select>
      </div>
      <div className="finder-field">
        <label htmlFor={`${id}-call`}>買回條件</label>
        <select id={`${id}-call`} value={call} onChange={(event) => onChange({ call: event.target.value as CallFeature })}>
          <option value="">不限</option>
          <option value="bullet">不可提前買回</option>
          <option value="callable">可提前買回</option>
        </select>
      </div>
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
              const budget = budgetOf(text);
              if (budget !== undefined && budget > 0) onChange({ budget });
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
      <div className="finder-field">
        <label htmlFor={`${id}-sort`}>排序</label>
        <select id={`${id}-sort`} value={sort} onChange={(event) => onChange({ sort: event.target.value as FinderSort })}>
          {SORTS.map((entry) => (
            <option key={entry.key} value={entry.key}>
              {entry.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
});
