import { Decimal, roundHalfUp, type DecimalValue } from 'shared/money';
import type { MarginCurrency } from '../shared-contracts';

const { floor, sin } = Math;

/** How long one indicative rate stands: the sandbox's rates move once a minute. */
export const FX_RATE_PERIOD_MS = 60_000;

/** Mid rates around which the sandbox's rates move, TWD per 1 unit. Plausible, not anyone's board. */
const BASE_RATES: Readonly<Record<MarginCurrency, string>> = {
  TWD: '1',
  USD: '32.15',
  EUR: '34.82',
  GBP: '40.62',
  AUD: '20.95',
  NZD: '18.94',
  JPY: '0.2135',
  ZAR: '1.765',
  CNY: '4.43',
  CNH: '4.42',
};

/** Where each currency starts on its wave, so the currencies do not all move together. */
const PHASES: Readonly<Record<MarginCurrency, number>> = { TWD: 0, USD: 0.3, EUR: 1.1, GBP: 1.5, AUD: 2.0, NZD: 2.4, JPY: 2.9, ZAR: 3.7, CNY: 4.6, CNH: 5.1 };

/** The start (epoch ms) of the rate period `at` falls in: the rate's time. */
export function fxTimeOf(at: number): number {
  return floor(at / FX_RATE_PERIOD_MS) * FX_RATE_PERIOD_MS;
}

/**
 * The sandbox's indicative mid rate of `currency` at the instant `at` (epoch ms): TWD per 1 unit,
 * deterministic (the same instant gives the same rate on every run), within ±0.3 % of the base rate,
 * changing once a minute. Rounded half-up to 4 decimals, the precision banks quote TWD rates in; TWD's
 * own rate is exactly 1.
 */
export function fxRateOf(currency: MarginCurrency, at: number): DecimalValue {
  if (currency === 'TWD') return new Decimal(1);
  const slot = floor(at / FX_RATE_PERIOD_MS);
  const wave = sin(slot * 0.7 + PHASES[currency]) * 0.003;
  // The wave is a float; it only picks a rate, which is rounded to 4 places and exact from there on.
  return roundHalfUp(new Decimal(BASE_RATES[currency]).times(1 + Number(wave.toFixed(6))), 4);
}
