import { formatQuantity, type BondHoldings, type BondPosition } from 'shared';
import { accruedInterestOn, couponSchedule, Decimal, formatYyyymmdd, minorUnitDigits, parseYyyymmdd, roundHalfUp } from 'shared/bond-math';
import { toTwd } from '../domain/money';
import type { HoldingRow } from '../domain/portfolio';

/** The page of a bond, where a customer reads it in full and orders it (rule ACC-6). */
export function bondDetailPath(isin: string): string {
  return `/overseas/bond/marketinfo?isin=${encodeURIComponent(isin)}`;
}

/**
 * The rows of the bond holdings (rule ACC-4), valued as the bond area's holdings page values them: the bid
 * times the nominal / 100, plus the accrued interest to `today`, each rounded half-up to the currency's
 * minor unit; unrealised = (bid − average cost) × nominal / 100. TWD at today's indicative rate, rounded to
 * cents; `null` for a currency without one.
 */
export function bondRows(holdings: BondHoldings, today: string, rateOf: (currency: string) => string | undefined): HoldingRow[] {
  return holdings.positions.map((position) => {
    const currency = position.issueCurrency;
    const digits = minorUnitDigits(currency);
    const nominal = new Decimal(position.nominal);
    const bid = new Decimal(position.bidPrice);
    const accrued = roundHalfUp(accruedInterestOn(nominal, position, today), digits);
    const value = roundHalfUp(bid.times(nominal).div(100), digits).plus(accrued).toFixed(digits);
    const unrealised = roundHalfUp(bid.minus(position.averageCost).times(nominal).div(100), digits).toFixed(digits);
    const rate = rateOf(currency) ?? null;
    return {
      id: `bond-${position.isin}`,
      name: position.bondName,
      code: position.isin,
      href: bondDetailPath(position.isin),
      currency,
      quantity: `面額 ${formatQuantity(nominal)}`,
      marketValue: value,
      unrealised,
      twdRate: rate,
      marketValueTwd: rate === null ? null : toTwd(value, rate),
      unrealisedTwd: rate === null ? null : toTwd(unrealised, rate),
    };
  });
}

/** One coming cash flow of a bond: a coupon or the redemption at maturity (rule ACC-2). */
export interface CashFlow {
  readonly date: string;
  readonly kind: '配息' | '還本';
  readonly bondName: string;
  readonly isin: string;
  readonly currency: string;
  readonly amount: string;
}

function couponOf(position: BondPosition): string {
  return roundHalfUp(new Decimal(position.nominal).times(position.faceRate).div(100).div(position.cpnFreq), minorUnitDigits(position.issueCurrency)).toFixed(minorUnitDigits(position.issueCurrency));
}

/** The next `count` coupons and redemptions of the positions after `today`, earliest first (a year ahead at most). */
export function nextCashFlows(positions: readonly BondPosition[], today: string, count = 3): CashFlow[] {
  const day = parseYyyymmdd(today);
  const end = day + 366;
  const flows: CashFlow[] = [];
  for (const position of positions) {
    const maturity = parseYyyymmdd(position.maturityDate);
    const base = { bondName: position.bondName, isin: position.isin, currency: position.issueCurrency };
    if (position.cpnFreq !== 0) {
      for (const coupon of couponSchedule(maturity, position.cpnFreq, day, end).upcoming) flows.push({ ...base, date: formatYyyymmdd(coupon), kind: '配息', amount: couponOf(position) });
    }
    if (maturity > day && maturity <= end) flows.push({ ...base, date: position.maturityDate, kind: '還本', amount: new Decimal(position.nominal).toFixed(minorUnitDigits(position.issueCurrency)) });
  }
  return flows.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind)).slice(0, count);
}
