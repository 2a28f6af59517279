import { memo, useId, useState } from 'react';
import { rangeProblem, readDate, readYears, type MaturityRange } from '../domain/finder-criteria';

/** Props of {@link MaturityField}. */
export interface MaturityFieldProps {
  /** The range the search holds; the field starts from it (remount it to read it again). */
  readonly range: MaturityRange;
  /** Called with each range that can be applied: both bounds valid (or empty) and in order. */
  readonly onChange: (range: MaturityRange) => void;
}

function textOf(value: number | string | null): string {
  return value === null ? '' : String(value);
}

/**
 * 到期範圍 (rule BND-7): remaining years from–to, or maturity dates from–to, both bounds inclusive and
 * either left empty for open. What cannot be applied is said under the fields and leaves the search as it was.
 */
export const MaturityField = memo(function MaturityField({ range, onChange }: MaturityFieldProps) {
  const id = useId();
  const [kind, setKind] = useState(range.kind);
  const [text, setText] = useState({ years: range.kind === 'years' ? [textOf(range.from), textOf(range.to)] : ['', ''], dates: range.kind === 'dates' ? [textOf(range.from), textOf(range.to)] : ['', ''] });
  const [fromText, toText] = text[kind] as [string, string];

  const read = (nextKind: 'years' | 'dates', from: string, to: string): MaturityRange | string => {
    if (nextKind === 'years') {
      const [a, b] = [readYears(from), readYears(to)];
      if (a === undefined || b === undefined) return '請輸入 0 至 50 之間的年數（最多兩位小數）';
      const next: MaturityRange = { kind: 'years', from: a, to: b };
      return rangeProblem(next) || next;
    }
    const [a, b] = [readDate(from), readDate(to)];
    if (a === undefined || b === undefined) return '請輸入有效日期';
    const next: MaturityRange = { kind: 'dates', from: a, to: b };
    return rangeProblem(next) || next;
  };
  const answer = read(kind, fromText, toText);
  const problem = typeof answer === 'string' ? answer : '';

  const change = (nextKind: 'years' | 'dates', from: string, to: string) => {
    setKind(nextKind);
    setText((current) => ({ ...current, [nextKind]: [from, to] }));
    const next = read(nextKind, from, to);
    if (typeof next !== 'string') onChange(next);
  };
  const input = kind === 'years' ? { type: 'text', inputMode: 'decimal' as const, unit: '年' } : { type: 'date', inputMode: undefined, unit: '' };

  return (
    <fieldset className="finder-field finder-maturity" aria-describedby={problem === '' ? `${id}-hint` : `${id}-error`}>
      <legend>到期範圍</legend>
      <div className="finder-maturity__kind">
        <label className="finder-choice">
          <input type="radio" name={`${id}-kind`} checked={kind === 'years'} onChange={() => change('years', ...(text.years as [string, string]))} />
          剩餘年數
        </label>
        <label className="finder-choice">
          <input type="radio" name={`${id}-kind`} checked={kind === 'dates'} onChange={() => change('dates', ...(text.dates as [string, string]))} />
          到期日
        </label>
      </div>
      <div className="finder-maturity__bounds">
        <label htmlFor={`${id}-from`} className="visually-hidden">
          {kind === 'years' ? '剩餘年數起' : '到期日起'}
        </label>
        <input id={`${id}-from`} type={input.type} inputMode={input.inputMode} value={fromText} placeholder={kind === 'years' ? '例如 3' : undefined} aria-invalid={problem !== ''} onChange={(event) => change(kind, event.target.value, toText)} />
        <span aria-hidden="true">至</span>
        <label htmlFor={`${id}-to`} className="visually-hidden">
          {kind === 'years' ? '剩餘年數迄' : '到期日迄'}
        </label>
        <input id={`${id}-to`} type={input.type} inputMode={input.inputMode} value={toText} placeholder={kind === 'years' ? '例如 7' : undefined} aria-invalid={problem !== ''} onChange={(event) => change(kind, fromText, event.target.value)} />
        {input.unit !== '' && <span aria-hidden="true">{input.unit}</span>}
      </div>
      {problem === '' ? (
        <span id={`${id}-hint`} className="finder-sub">
          含起訖（例如 3 至 7 年含剛好 3 年與 7 年）；留空為不限
        </span>
      ) : (
        <span id={`${id}-error`} className="finder-error">
          {problem}
        </span>
      )}
    </fieldset>
  );
});
