/**
 * A bank account number as the page shows it: only its last 4 digits, the rest as `****` (rule ACC-11).
 * Applied to whatever the back end sends (it sends the number masked already), so a full number that
 * slipped through would still never be shown; fewer than 4 digits show nothing of it.
 */
export function maskBankAccount(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length < 4 ? '****' : `****${digits.slice(-4)}`;
}
