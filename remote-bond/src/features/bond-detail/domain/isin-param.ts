/** True when `value` has an ISIN's shape (2 letters, 9 letters or digits, a check digit): anything else is not asked for. */
export function isValidIsinShape(value: string): boolean {
  return /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(value);
}
