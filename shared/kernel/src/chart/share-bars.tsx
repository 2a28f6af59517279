import type { ReactElement } from 'react';
import { Decimal, type DecimalValue } from '../money/decimal';
import { formatPercent } from '../format/number';
import './share-bars.css';

/** One bar of {@link ShareBars}: what it is, and its share of the whole in percent (a decimal string). */
export interface ShareBar {
  readonly label: string;
  readonly percent: string;
}

/**
 * The width of a bar of `percent` on a track from 0 % to 100 %: the share itself, so a bar's length reads
 * as its figure (28.3 % looks like 28 %), kept within the frame (a share below 0 or above 100, from
 * rounding or a negative part, stops at its edge).
 */
export function shareWidth(percent: string): string {
  let value: DecimalValue;
  try {
    value = new Decimal(percent);
  } catch {
    return '0%';
  }
  if (value.lt(0)) return '0%';
  if (value.gt(100)) return '100%';
  return `${value.toFixed()}%`;
}

/**
 * Shares of a whole as horizontal bars from zero on a 0–100 % track (allocation by product or currency),
 * each with its figure beside it, in the page's theme. Drawn in HTML, so it needs no chart library and
 * reads the same at 390 px and on a desktop; an image to a screen reader, like every chart: the page puts
 * the table of figures beside it.
 */
export function ShareBars({ label, bars }: { label: string; bars: readonly ShareBar[] }): ReactElement {
  return (
    <div className="kgi-share-bars" role="img" aria-label={label}>
      {bars.map((bar) => (
        <div key={bar.label} className="kgi-share-bars__row">
          <span className="kgi-share-bars__label">{bar.label}</span>
          <span className="kgi-share-bars__track">
            <span className="kgi-share-bars__bar" style={{ width: shareWidth(bar.percent) }} />
          </span>
          <span className="kgi-share-bars__figure">{formatPercent(bar.percent, { decimals: 1 })}</span>
        </div>
      ))}
    </div>
  );
}
