import { Decimal, roundHalfUp, toNumber } from 'shared/money';

/** Decimals of a limit price and of the band's bounds (rule CRT-4). */
export const PRICE_DECIMALS = 3;

/** The limits a cart line's limit price must stay within, per 100 face. */
export interface PriceBand {
  /** Highest limit price: 1.1 × the reference buy price, 3 decimals. */
  readonly max: number;
  /** Lowest limit price: 0.9 × the reference buy price, 3 decimals. */
  readonly min: number;
}

/**
 * The cart's price band (rule CRT-4): the reference buy price plus or minus 10 %, each bound rounded
 * half-up to 3 decimals in exact decimal arithmetic, so `priceBand(100.0005)` is
 * `{ max: 110.001, min: 90 }` with no binary floating-point drift. The reference price is read as
 * the decimal it prints as (`String(refPriceBuy)`).
 *
 * The band contains the reference price whenever that price is at least 0.005; below, rounding to
 * 3 decimals may leave it outside (0.0004 gives max 0).
 * @throws RangeError when `refPriceBuy` is negative or not finite.
 */
export function priceBand(refPriceBuy: number): PriceBand {
  if (!Number.isFinite(refPriceBuy) || refPriceBuy < 0) throw new RangeError(`not a reference price: ${refPriceBuy}`);
  const ref = new Decimal(refPriceBuy);
  return {
    max: toNumber(roundHalfUp(ref.times('1.1'), PRICE_DECIMALS)),
    min: toNumber(roundHalfUp(ref.times('0.9'), PRICE_DECIMALS)),
  };
}
