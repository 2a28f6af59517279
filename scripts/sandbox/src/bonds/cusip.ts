/**
 * The CUSIP check digit of an 8-character CUSIP base. US ISINs embed a full CUSIP, so generated US
 * ISINs carry a valid one inside as well as a valid ISIN check digit.
 * @throws RangeError when `base` is not 8 uppercase alphanumerics.
 */
export function cusipCheckDigit(base: string): number {
  if (!/^[0-9A-Z]{8}$/.test(base)) throw new RangeError(`not a CUSIP base: ${base}`);
  let sum = 0;
  for (let i = 0; i < 8; i += 1) {
    const char = base.charAt(i);
    let value = /[0-9]/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
    if (i % 2 === 1) value *= 2;
    sum += Math.floor(value / 10) + (value % 10);
  }
  return (10 - (sum % 10)) % 10;
}
