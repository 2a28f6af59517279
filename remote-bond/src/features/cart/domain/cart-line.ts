import type { CartBond } from './cart-bond';
import { minFaceValueFor, raiseFaceValue } from './min-face-value';
import { priceBand } from './price-band';
import { validateFaceValue, validateLimitPrice, type FaceValueRules } from './validate-line';

/**
 * A cart line ready to order (rule CRT-6: a bond plus the cart fields `max`, `min`, `minFaceValue`,
 * `selectCurrency`, and the customer's face value and limit price).
 */
export interface CartLine<B extends CartBond = CartBond> {
  /** ISIN of the bond. */
  readonly isin: string;
  /** The bond as the symbol list returned it. */
  readonly bond: B;
  /** Face amount to buy, in the issue currency: at least {@link CartLine.minFaceValue}. */
  readonly faceValue: number;
  /** Limit price, clean, per 100 face. */
  readonly price: number;
  /** Highest limit price: 1.1 × the reference buy price, 3 decimals. */
  readonly max: number;
  /** Lowest limit price: 0.9 × the reference buy price, 3 decimals. */
  readonly min: number;
  /** Smallest face value of the line: the currency minimum (rule CRT-5), or the bond's own denomination when larger. */
  readonly minFaceValue: number;
  /** Settlement currency: the bond's issue currency. */
  readonly selectCurrency: string;
}

/** What was saved for a line (the customer's earlier choices), each optional. */
export interface SavedLineChoices {
  readonly faceValue?: number;
  readonly price?: number;
}

/** The face-value rules of a line, for {@link validateFaceValue}: its minimum and the bond's increment. */
export function faceValueRulesOf(line: Pick<CartLine, 'bond' | 'minFaceValue'>): FaceValueRules {
  return { minFaceValue: line.minFaceValue, increment: line.bond.faceValueIncrement };
}

/**
 * A saved face value made valid: kept when valid; below the minimum (or not a positive finite
 * number), raised to the minimum; off the increment grid, moved down to the grid step below it (never
 * below the minimum), so the line never buys more than was saved unless the minimum requires it.
 */
function usableFaceValue(saved: number | undefined, rules: FaceValueRules): number {
  if (saved === undefined || !Number.isFinite(saved) || saved <= 0) return rules.minFaceValue;
  const check = validateFaceValue(saved, rules);
  if (check.ok) return check.value;
  const raised = raiseFaceValue(Math.floor(saved), rules.minFaceValue);
  if (rules.increment <= 0) return raised;
  const steps = Math.floor((raised - rules.minFaceValue) / rules.increment);
  return rules.minFaceValue + steps * rules.increment;
}

/**
 * Builds a cart line from a bond and what was saved for it (rules CRT-4, CRT-5):
 * - `max`/`min`: the price band of the reference buy price ({@link priceBand});
 * - `minFaceValue`: the currency minimum ({@link minFaceValueFor}) raised to the bond's own minimum
 *   denomination (`bond.faceValue`) when that is larger;
 * - `faceValue`: a saved face value when valid, else made valid (see above); without one, the
 *   minimum;
 * - `price`: a saved limit price when it is valid (inside the band, at most 3 decimals), else the
 *   reference buy price;
 * - `selectCurrency`: the issue currency.
 */
export function toCartLine<B extends CartBond>(bond: B, saved?: SavedLineChoices): CartLine<B> {
  const band = priceBand(bond.refPriceBuyNumber);
  const minFaceValue = raiseFaceValue(bond.faceValue, minFaceValueFor(bond.issueCurrency));
  const rules: FaceValueRules = { minFaceValue, increment: bond.faceValueIncrement };
  const faceValue = usableFaceValue(saved?.faceValue, rules);
  const savedPrice = saved?.price;
  const priceCheck = savedPrice === undefined ? null : validateLimitPrice(savedPrice, band);
  return {
    isin: bond.isin,
    bond,
    faceValue,
    price: priceCheck?.ok === true ? priceCheck.value : bond.refPriceBuyNumber,
    max: band.max,
    min: band.min,
    minFaceValue,
    selectCurrency: bond.issueCurrency,
  };
}
