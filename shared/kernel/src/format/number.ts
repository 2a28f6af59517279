import { Decimal, type DecimalSource } from '../money/decimal';
import { minorUnitDigits } from '../money/minor-units';

// The product's one way to write a number for people to read (rule SHL-13): every page, the sandbox's
// messages and the charts go through these, so the same figure reads the same everywhere. Exact
// (big.js: an amount on the wire as a decimal string is shown as it is) and locale-independent (no
// `toLocaleString`, whose output depends on the browser).

/** Groups the integer part of a plain decimal string by thousands: `-1234567.5` → `-1,234,567.5`. */
function group(fixed: string): string {
  const negative = fixed.startsWith('-');
  const unsigned = negative ? fixed.slice(1) : fixed;
  const [integer = '0', fraction] = unsigned.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // a value that rounds to zero reads 0.00, never -0.00
  const zero = !/[1-9]/.test(unsigned);
  return `${negative && !zero ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** How a figure is written: its sign for a change (`+1,234.50`, `-12.00`, `0.00`), and its decimals where they are not the default. */
export interface FigureOptions {
  /** A change (a gain or loss, a return): `+` before a rise, `-` before a fall, nothing on zero. */
  readonly signed?: boolean;
  /** Decimals in place of the default (an NT dollar estimate in whole dollars: 0). */
  readonly decimals?: number;
}

function signedText(text: string, signed: boolean | undefined): string {
  return signed === true && /[1-9]/.test(text) && !text.startsWith('-') ? `+${text}` : text;
}

/**
 * A decimal for people to read: thousands separators in the integer part and, when `decimals` is given,
 * exactly that many decimals (rounded half-up), e.g. `formatDecimal(100000)` → `100,000`,
 * `formatDecimal(90, 3)` → `90.000`; without `decimals` a decimal string keeps the decimals it was sent with
 * (`'18523.50'` → `18,523.50`); a price change `{ signed: true }` → `+1.25`. For prices, rates and
 * NAVs; an amount of money is {@link formatAmount}, a count {@link formatQuantity}, a share
 * {@link formatPercent}. An empty value (a price the back end does not have) shows as `—`.
 */
export function formatDecimal(value: DecimalSource, decimals?: number, options: Pick<FigureOptions, 'signed'> = {}): string {
  if (value === '') return '—';
  const big = new Decimal(value);
  const places = decimals ?? (typeof value === 'string' ? /\.(\d+)$/.exec(value.trim())?.[1]?.length : undefined);
  return signedText(group(places === undefined ? big.toFixed() : big.toFixed(places)), options.signed);
}

/**
 * An amount of money in `currency`, rounded half-up to the currency's minor unit (`MINOR_UNIT_DIGITS`:
 * whole yen; cents for every other currency, NT dollars included) and grouped: `formatAmount('1234.5',
 * 'USD')` → `1,234.50`, `formatAmount(1234.5, 'JPY')` → `1,235`. For a table whose column names the currency.
 */
export function formatAmount(value: DecimalSource, currency: string, options: FigureOptions = {}): string {
  return signedText(formatDecimal(value, options.decimals ?? minorUnitDigits(currency)), options.signed);
}

/**
 * How the product names a currency before an amount: its ISO code (`USD`), and NT dollars as 新台幣, the
 * one spelling of the product (never 台幣, 臺幣, NTD or TWD).
 */
export function currencyLabel(currency: string): string {
  return currency === 'TWD' ? '新台幣' : currency;
}

/**
 * An amount with its currency before it, as every sentence and figure of the product writes money:
 * `USD 1,234.50`, `JPY 1,235`, `新台幣 1,234.50` ({@link formatAmount} for the number, {@link currencyLabel}
 * for the name). An NT dollar estimate of a foreign amount in whole dollars: `{ decimals: 0 }`.
 */
export function formatMoney(value: DecimalSource, currency: string, options: FigureOptions = {}): string {
  return `${currencyLabel(currency)} ${formatAmount(value, currency, options)}`;
}

/**
 * A percentage, given in percent, with 2 decimals unless told (rounded half-up): `formatPercent('1.5')` →
 * `1.50%`; a return or a change `{ signed: true }` → `+12.30%`, `-1.50%`.
 */
export function formatPercent(percent: DecimalSource, options: FigureOptions = {}): string {
  return `${signedText(formatDecimal(percent, options.decimals ?? 2), options.signed)}%`;
}

/**
 * A quantity (shares, face value, fund units, bonds in a list), exactly as counted, grouped, with its unit
 * after it when given: `formatQuantity(1000, '股')` → `1,000 股`, `formatQuantity('1234.5678')` →
 * `1,234.5678`. Never rounded: a quantity shown is the quantity held.
 */
export function formatQuantity(value: DecimalSource, unit?: string): string {
  const text = formatDecimal(value);
  return unit === undefined ? text : `${text} ${unit}`;
}
