/** Minimum face values that differ from the default (rule CRT-5), by ISO 4217 code. */
const MIN_FACE_VALUES: ReadonlyMap<string, number> = new Map([
  ['ZAR', 100_000],
  ['JPY', 1_000_000],
]);

/** Minimum face value of any currency not listed in rule CRT-5 (all but ZAR and JPY). */
export const DEFAULT_MIN_FACE_VALUE = 10_000;

/**
 * The smallest face value the cart accepts in a currency (rule CRT-5): ZAR 100,000; JPY 1,000,000;
 * any other currency 10,000. The code is compared as given (ISO 4217 codes are uppercase).
 */
export function minFaceValueFor(currency: string): number {
  return MIN_FACE_VALUES.get(currency) ?? DEFAULT_MIN_FACE_VALUE;
}

/**
 * A face value raised to at least `minimum` (rule CRT-5: "the face value is raised to at least this
 * minimum"); a value already at or above it is returned unchanged. A value that is not a number
 * (NaN) gives the minimum.
 */
export function raiseFaceValue(faceValue: number, minimum: number): number {
  return Number.isNaN(faceValue) || faceValue < minimum ? minimum : faceValue;
}
