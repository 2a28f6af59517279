import type { ReactElement, ReactNode } from 'react';
import { Decimal, type DecimalSource, type DecimalValue } from '../money/decimal';

/** Which way a figure moved: up (a gain, a rise), down, or flat (zero, or nothing to tell). */
export type GainLossDirection = 'up' | 'down' | 'flat';

/** The direction of a change or of a gain or loss; `null`, `''` and what is not a number are flat. */
export function gainLossDirection(value: DecimalSource | null | undefined): GainLossDirection {
  if (value === null || value === undefined || value === '') return 'flat';
  let big: DecimalValue;
  try {
    big = new Decimal(value);
  } catch {
    return 'flat';
  }
  return big.gt(0) ? 'up' : big.lt(0) ? 'down' : 'flat';
}

/**
 * The class that colours a gain or a loss as every page does (rule SHL-14): Taiwan's convention, red up
 * and green down, in both themes; nothing on zero. For a table cell; elsewhere {@link GainLoss}.
 */
export function gainLossClass(value: DecimalSource | null | undefined): string {
  const direction = gainLossDirection(value);
  return direction === 'flat' ? '' : `ui-gain-loss--${direction}`;
}

/**
 * A gain or a loss, a return or a price change, coloured as every page colours it (rule SHL-14). The text
 * carries its sign (`formatAmount(value, currency, { signed: true })`, `formatPercent(value, { signed: true })`),
 * so colour is never the only cue.
 */
export function GainLoss({ value, children }: { value: DecimalSource | null | undefined; children: ReactNode }): ReactElement {
  const className = gainLossClass(value);
  return <span className={className === '' ? undefined : className}>{children}</span>;
}
