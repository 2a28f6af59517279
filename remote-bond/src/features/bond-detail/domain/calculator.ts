import { readNumberInput } from 'shared';
import { Decimal, decimalPlaces, type DecimalValue } from 'shared/money';
import { priceAtYield, priceFigures, type CallDate, type PriceFigures, type YieldTermsSource } from '@shared/bond/math';

/** What the calculator shows: the figures of a price, or why it cannot. */
export type CalculatorResult = { readonly ok: true; readonly figures: PriceFigures; readonly price?: string } | { readonly ok: false; readonly field: 'price' | 'yield'; readonly message: string };

function parse(text: string): DecimalValue | null {
  const read = readNumberInput(text);
  return read.kind === 'number' ? new Decimal(read.plain) : null;
}

/** The bond and date the calculator works on: the same terms, settlement date and call schedule as the sandbox's figures. */
export interface CalculatorBond {
  readonly bond: YieldTermsSource;
  readonly settlementDate: string;
  readonly callSchedule: readonly CallDate[];
}

/**
 * The yields of a typed clean price (rule BND-2): a positive number with at most 3 decimals, as a price is
 * quoted; anything else says why, beside the field.
 */
export function figuresOfPrice(input: CalculatorBond, text: string): CalculatorResult {
  const price = parse(text);
  if (text.trim() === '') return { ok: false, field: 'price', message: '請輸入價格' };
  if (price === null) return { ok: false, field: 'price', message: '請輸入數字' };
  if (price.lte(0) || price.gt(1000)) return { ok: false, field: 'price', message: '價格須大於 0 且不超過 1,000' };
  if (decimalPlaces(price) > 3) return { ok: false, field: 'price', message: '價格最多 3 位小數' };
  try {
    return { ok: true, figures: priceFigures(input.bond, input.settlementDate, price, input.callSchedule) };
  } catch {
    return { ok: false, field: 'price', message: '此價格無法換算殖利率' };
  }
}

/**
 * The price (to worst, 3 decimals) of a typed yield in percent and that price's figures (rule BND-2): a
 * number from -5 to 50 with at most 4 decimals.
 */
export function figuresOfYield(input: CalculatorBond, text: string): CalculatorResult {
  const rate = parse(text);
  if (text.trim() === '') return { ok: false, field: 'yield', message: '請輸入殖利率' };
  if (rate === null) return { ok: false, field: 'yield', message: '請輸入數字' };
  if (rate.lt(-5) || rate.gt(50)) return { ok: false, field: 'yield', message: '殖利率須介於 -5% 與 50% 之間' };
  if (decimalPlaces(rate) > 4) return { ok: false, field: 'yield', message: '殖利率最多 4 位小數' };
  try {
    const price = priceAtYield(input.bond, input.settlementDate, rate, input.callSchedule);
    if (price.lte(0)) return { ok: false, field: 'yield', message: '此殖利率無法換算價格' };
    return { ok: true, figures: priceFigures(input.bond, input.settlementDate, price, input.callSchedule), price: price.toFixed(3) };
  } catch {
    return { ok: false, field: 'yield', message: '此殖利率無法換算價格' };
  }
}
