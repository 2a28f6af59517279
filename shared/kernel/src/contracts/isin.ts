const ISIN_BODY = /^[A-Z]{2}[A-Z0-9]{9}$/;
const ISIN_FULL = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/**
 * The ISO 6166 check digit of an 11-character ISIN body (country code + 9 alphanumerics):
 * letters become two-digit numbers (A=10 … Z=35), then the Luhn rule runs over the digit string.
 * @throws RangeError when `body` is not 2 letters + 9 uppercase alphanumerics.
 */
export function isinCheckDigit(body: string): number {
  if (!ISIN_BODY.test(body)) throw new RangeError(`not an ISIN body: ${body}`);
  let digits = '';
  for (const char of body) digits += /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
  let sum = 0;
  // The check digit will sit to the right, so the rightmost digit of the body is the one doubled.
  for (let i = digits.length - 1, double = true; i >= 0; i -= 1, double = !double) {
    let value = Number(digits[i]);
    if (double) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for a 12-character ISIN whose check digit is right. Case-sensitive: ISINs are uppercase. */
export function isValidIsin(value: string): boolean {
  return ISIN_FULL.test(value) && isinCheckDigit(value.slice(0, 11)) === Number(value.slice(11));
}
