import { readNumberInput, formatDecimal } from 'shared';
import { Decimal, decimalPlaces, toNumber, type DecimalValue } from 'shared/money';
import { PRICE_DECIMALS } from './price-band';

/** The outcome of checking one field: the number to use, or a zh-TW message to show next to the field. */
export type FieldValidation = { readonly ok: true; readonly value: number } | { readonly ok: false; readonly message: string };

/** What a face value must satisfy: at least the minimum, and on the increment grid counted from it. */
export interface FaceValueRules {
  /** Smallest face value accepted. */
  readonly minFaceValue: number;
  /** Step above the minimum; 0 (or less) means any whole amount at or above the minimum. */
  readonly increment: number;
}

/** The band a limit price must stay within (bounds included), per 100 face. */
export interface LimitPriceRules {
  /** Lowest price accepted. */
  readonly min: number;
  /** Highest price accepted. */
  readonly max: number;
}

/** The zh-TW messages of cart line validation. */
export const LINE_MESSAGES = {
  notANumber: '請輸入數字',
  faceValueRequired: '請輸入面額',
  faceValueNegative: '面額不得為負數',
  faceValueWhole: '面額須為整數',
  faceValueTooLarge: '面額超出可輸入範圍',
  faceValueBelowMinimum: (minimum: number): string => `面額不得低於最低面額 ${formatDecimal(minimum)}`,
  faceValueIncrement: (increment: number): string => `面額須為 ${formatDecimal(increment)} 的整數倍`,
  faceValueIncrementFromMinimum: (minimum: number, increment: number): string =>
    `面額須自最低面額 ${formatDecimal(minimum)} 起，以 ${formatDecimal(increment)} 為單位遞增`,
  priceRequired: '請輸入限價',
  priceNegative: '限價不得為負數',
  priceDecimals: `限價最多 ${PRICE_DECIMALS} 位小數`,
  priceOutOfBand: (min: number, max: number): string =>
    `限價須介於 ${formatDecimal(min, PRICE_DECIMALS)} 與 ${formatDecimal(max, PRICE_DECIMALS)} 之間`,
} as const;

type Parsed = { readonly kind: 'empty' } | { readonly kind: 'invalid' } | { readonly kind: 'number'; readonly value: DecimalValue };

/** Reads what the customer typed, the one way every number field does (shared's readNumberInput). */
function parseInput(value: string | number): Parsed {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? { kind: 'number', value: new Decimal(value) } : { kind: 'invalid' };
  }
  const read = readNumberInput(value);
  return read.kind === 'number' ? { kind: 'number', value: new Decimal(read.plain) } : read;
}

function failure(message: string): FieldValidation {
  return { ok: false, message };
}

/**
 * Checks a face value typed on a cart line. Accepts thousands separators and surrounding spaces;
 * refuses empty input, anything not a number, negatives, decimals (a whole amount written with zero
 * decimals, `10000.00`, is accepted), amounts beyond the safe integer range, amounts below the
 * minimum, and amounts off the increment grid: (face − minimum) must be a multiple of the increment.
 * Messages are zh-TW, e.g. `面額不得低於最低面額 100,000`, `面額須為 10,000 的整數倍`.
 */
export function validateFaceValue(value: string | number, rules: FaceValueRules): FieldValidation {
  const parsed = parseInput(value);
  if (parsed.kind === 'empty') return failure(LINE_MESSAGES.faceValueRequired);
  if (parsed.kind === 'invalid') return failure(LINE_MESSAGES.notANumber);
  const face = parsed.value;
  if (face.lt(0)) return failure(LINE_MESSAGES.faceValueNegative);
  if (decimalPlaces(face) > 0) return failure(LINE_MESSAGES.faceValueWhole);
  if (face.gt(Number.MAX_SAFE_INTEGER)) return failure(LINE_MESSAGES.faceValueTooLarge);
  const { minFaceValue, increment } = rules;
  if (face.lt(minFaceValue)) return failure(LINE_MESSAGES.faceValueBelowMinimum(minFaceValue));
  if (increment > 0 && !face.minus(minFaceValue).mod(increment).eq(0)) {
    const onGrid = new Decimal(minFaceValue).mod(increment).eq(0);
    return failure(
      onGrid ? LINE_MESSAGES.faceValueIncrement(increment) : LINE_MESSAGES.faceValueIncrementFromMinimum(minFaceValue, increment),
    );
  }
  return { ok: true, value: toNumber(face) };
}

/**
 * Checks a limit price (per 100 face) typed on a cart line. Accepts thousands separators and
 * surrounding spaces; refuses empty input, anything not a number, negatives, more than 3 decimals
 * (trailing zeros do not count) and prices outside the band, bounds included:
 * `限價須介於 90.000 與 110.001 之間`.
 */
export function validateLimitPrice(value: string | number, band: LimitPriceRules): FieldValidation {
  const parsed = parseInput(value);
  if (parsed.kind === 'empty') return failure(LINE_MESSAGES.priceRequired);
  if (parsed.kind === 'invalid') return failure(LINE_MESSAGES.notANumber);
  const price = parsed.value;
  if (price.lt(0)) return failure(LINE_MESSAGES.priceNegative);
  if (decimalPlaces(price) > PRICE_DECIMALS) return failure(LINE_MESSAGES.priceDecimals);
  if (price.lt(band.min) || price.gt(band.max)) return failure(LINE_MESSAGES.priceOutOfBand(band.min, band.max));
  return { ok: true, value: toNumber(price) };
}
