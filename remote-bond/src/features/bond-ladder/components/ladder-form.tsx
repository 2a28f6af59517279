import { memo, useId, useState } from 'react';
import { CURRENCY_OPTIONS, type CreditRating } from '@shared/bond';
import { twdBudgetOf } from '../../orders';
import { MAX_LADDER_YEARS, RATING_FLOORS, type LadderCriteria, type LadderSpacing } from '../domain/ladder-criteria';

const YEARS = Array.from({ length: MAX_LADDER_YEARS }, (_unused, index) => index + 1);

/** Props of {@link LadderForm}. */
export interface LadderFormProps {
  readonly criteria: LadderCriteria;
  readonly onChange: (criteria: LadderCriteria) => void;
}

/**
 * The ladder's criteria (rule BND-18): budget in TWD, span of years, a rung a year or a half-year, currencies
 * allowed and the rating floor. Each valid change applies at once; a budget that is not a whole TWD amount
 * is refused next to its field and the ladder keeps the last valid one.
 */
export const LadderForm = memo(function LadderForm({ criteria, onChange }: LadderFormProps) {
  const id = useId();
  const [budgetText, setBudgetText] = useState(String(criteria.budgetTwd));
  const budgetError = twdBudgetOf(budgetText) === undefined ? '請輸入大於 0 的新台幣整數金額' : '';
  const toggleCurrency = (currency: string, on: boolean) => {
    const currencies = CURRENCY_OPTIONS.map((option) => option.value).filter((code) => (code === currency ? on : criteria.currencies.includes(code)));
    onChange({ ...criteria, currencies });
  };

  return (
    <form className="ladder-form" aria-label="階梯條件" onSubmit={(event) => event.preventDefault()}>
      <div className="ladder-field">
        <label htmlFor={`${id}-budget`}>預算（新台幣）</label>
        <input
          id={`${id}-budget`}
          className="ui-input"
          inputMode="numeric"
          value={budgetText}
          aria-invalid={budgetError !== ''}
          aria-describedby={budgetError === '' ? `${id}-budget-hint` : `${id}-budget-error`}
          onChange={(event) => {
            const text = event.target.value;
            setBudgetText(text);
            const budget = twdBudgetOf(text);
            if (budget !== undefined) onChange({ ...criteria, budgetTwd: budget });
          }}
        />
        {budgetError === '' ? (
          <span id={`${id}-budget-hint`} className="ladder-sub">
            平均分配至每一階
          </span>
        ) : (
          <span id={`${id}-budget-error`} className="ladder-error">
            {budgetError}
          </span>
        )}
      </div>
      <div className="ladder-field ladder-field--span">
        <label htmlFor={`${id}-from`}>到期年期：自第</label>
        <select
          id={`${id}-from`}
          value={criteria.fromYear}
          onChange={(event) => {
            const fromYear = Number(event.target.value);
            onChange({ ...criteria, fromYear, toYear: Math.max(fromYear, criteria.toYear) });
          }}
        >
          {YEARS.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-to`}>年至第</label>
        <select
          id={`${id}-to`}
          value={criteria.toYear}
          onChange={(event) => {
            const toYear = Number(event.target.value);
            onChange({ ...criteria, toYear, fromYear: Math.min(toYear, criteria.fromYear) });
          }}
        >
          {YEARS.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <span aria-hidden="true">年</span>
      </div>
      <fieldset className="ladder-field ladder-choices">
        <legend>每階間隔</legend>
        {(
          [
            ['year', '每年一階'],
            ['half', '每半年一階'],
          ] as const satisfies readonly (readonly [LadderSpacing, string])[]
        ).map(([value, label]) => (
          <label key={value}>
            <input type="radio" name={`${id}-spacing`} value={value} checked={criteria.spacing === value} onChange={() => onChange({ ...criteria, spacing: value })} /> {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="ladder-field ladder-choices">
        <legend>幣別（可複選）</legend>
        {CURRENCY_OPTIONS.map((option) => (
          <label key={option.value}>
            <input type="checkbox" checked={criteria.currencies.includes(option.value)} onChange={(event) => toggleCurrency(option.value, event.target.checked)} /> {option.label} {option.value}
          </label>
        ))}
      </fieldset>
      <div className="ladder-field">
        <label htmlFor={`${id}-rating`}>信用評等下限</label>
        <select id={`${id}-rating`} value={criteria.ratingFloor} onChange={(event) => onChange({ ...criteria, ratingFloor: event.target.value as CreditRating | 'any' })}>
          {RATING_FLOORS.map((floor) => (
            <option key={floor.value} value={floor.value}>
              {floor.label}
            </option>
          ))}
        </select>
        <span className="ladder-sub">各評等機構之評等皆須達下限</span>
      </div>
    </form>
  );
});
