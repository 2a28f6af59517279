import { Decimal, decimalPlaces, formatDecimal, type DecimalSource } from 'shared/bond-math';

/** The platform's decimal formatting (in `shared/bond-math`), as the cart's messages use it. */
export { formatDecimal };

/** A price per 100 face: at least 3 decimals, and every decimal the price has beyond them (99.9995 stays 99.9995). */
export function formatPrice(value: DecimalSource): string {
  const big = new Decimal(value);
  return formatDecimal(big, Math.max(3, decimalPlaces(big)));
}
