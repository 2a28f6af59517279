import { formatDecimal } from 'shared';
import { Decimal, decimalPlaces, type DecimalSource } from 'shared/money';

/** A price per 100 face: at least 3 decimals, and every decimal the price has beyond them (99.9995 stays 99.9995). */
export function formatPrice(value: DecimalSource): string {
  const big = new Decimal(value);
  return formatDecimal(big, Math.max(3, decimalPlaces(big)));
}
