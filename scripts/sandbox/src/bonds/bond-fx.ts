import { Decimal, roundHalfUp, type DecimalValue } from 'shared/bond-math';
import { fxRateOf, fxTimeOf } from '../margin/fx-rates';
import type { CurrencyCode } from '../shared-contracts';

const { sin } = Math;

/** Mid rates of the bond currencies the margin account does not hold, TWD per unit. Plausible, not anyone's board. */
const OTHER_BASE: Readonly<Record<'GBP' | 'NZD', string>> = { GBP: '40.85', NZD: '19.12' };

/**
 * The indicative TWD rate of a bond currency at `at` (epoch ms), 4 decimals: the margin account's rate
 * (`fxRateOf`) where it has one, offshore renminbi (CNH) at the onshore rate it tracks, GBP and NZD on the
 * same once-a-minute wave around their own base. Deterministic.
 */
export function bondFxRateOf(currency: CurrencyCode, at: number): DecimalValue {
  if (currency === 'CNH') return fxRateOf('CNY', at);
  if (currency === 'GBP' || currency === 'NZD') {
    const wave = sin((fxTimeOf(at) / 60_000) * 0.7 + (currency === 'GBP' ? 5.3 : 5.9)) * 0.003;
    return roundHalfUp(new Decimal(OTHER_BASE[currency]).times(1 + Number(wave.toFixed(6))), 4);
  }
  return fxRateOf(currency, at);
}
