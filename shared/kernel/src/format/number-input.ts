/** What a customer typed into a number field, read the one way every field reads it. */
export type NumberInput =
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid' }
  | {
      readonly kind: 'number';
      /** The number in plain ASCII: no grouping, no `+`, `-` when negative, the fraction as typed (`-1000.50`). */
      readonly plain: string;
      readonly negative: boolean;
      /** The digits before the point, leading zeros dropped (`0` for `.5`). */
      readonly whole: string;
      /** The digits after the point as typed, trailing zeros kept; empty without a point. */
      readonly fraction: string;
    };

/** Digits with an optional sign, grouping commas in threes or none, an optional fraction. */
const NUMBER = /^([+-])?(\d+|\d{1,3}(?:,\d{3})+)?(?:\.(\d*))?$/;

/**
 * Reads what the customer typed or pasted into an amount, a face value, a price or a quantity (rule SHL-13):
 * full-width digits, commas, points and signs typed with a Chinese input method count as their ASCII forms
 * (NFKC; the minus sign U+2212 too), surrounding spaces are dropped, grouping commas are accepted only in
 * threes (`1,000,000`, not `1,0,00`), and `.5` and `5.` are 0.5 and 5. No exponent, no spaces inside. Each
 * field then applies its own rule (whole numbers, decimals of the currency, the minimum) to the result.
 */
export function readNumberInput(typed: string): NumberInput {
  const text = typed.normalize('NFKC').replace(/\u2212/g, '-').trim();
  if (text === '') return { kind: 'empty' };
  const match = NUMBER.exec(text);
  if (match === null || !/\d/.test(text)) return { kind: 'invalid' };
  const negative = match[1] === '-';
  const whole = (match[2] ?? '0').replace(/,/g, '').replace(/^0+(?=\d)/, '');
  const fraction = match[3] ?? '';
  const plain = `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
  return { kind: 'number', plain, negative, whole, fraction };
}
