import { formatQuantity } from 'shared';
import { type BondCashFlow, type BondHoldings } from '@shared/bond';
import { accruedInterestOn, BOND_CUTOFF, couponsDue, exCouponNotice, exCouponStatus, tradeAndSettlement } from '@shared/bond/math';
import { Decimal, minorUnitDigits, roundHalfUp } from 'shared/money';
import { MARKET_SETTLEMENT_DAYS, parseYyyymmdd } from 'shared/calendar';
import { toTwd } from '../domain/money';
import type { HoldingRow } from '../domain/portfolio';

/** The page of a bond, where a customer reads it in full and orders it (rule ACC-6). */
export function bondDetailPath(isin: string): string {
  return `/overseas/bond/marketinfo?isin=${encodeURIComponent(isin)}`;
}

/**
 * The rows of the bond holdings (rule ACC-4), valued as the bond area's holdings page values them: the bid
 * times the nominal / 100, plus the accrued interest to `today` (negative once ex-coupon) and a coupon past
 * its record date still to be paid (rule BND-11), each rounded half-up to the currency's minor unit;
 * unrealised = (bid − average cost) × nominal / 100. TWD at today's indicative rate, rounded to cents;
 * `null` for a currency without one. A bond whose sale sent at `now` would settle ex-coupon says so.
 */
export function bondRows(holdings: BondHoldings, today: string, rateOf: (currency: string) => string | undefined, now: number): HoldingRow[] {
  return holdings.positions.map((position) => {
    const currency = position.issueCurrency;
    const digits = minorUnitDigits(currency);
    const nominal = new Decimal(position.nominal);
    const bid = new Decimal(position.bidPrice);
    const accrued = roundHalfUp(accruedInterestOn(nominal, position, today), digits);
    const due = couponsDue(
      holdings.cashFlows.filter((flow) => flow.isin === position.isin),
      today,
    );
    const value = roundHalfUp(bid.times(nominal).div(100), digits).plus(accrued).plus(due).toFixed(digits);
    const settlement = tradeAndSettlement(now, currency, BOND_CUTOFF, MARKET_SETTLEMENT_DAYS[currency] ?? 2).settlementDate;
    const exCoupon = exCouponStatus(position, settlement);
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
      ...(exCoupon === null ? {} : { notice: exCouponNotice(exCoupon) }),
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

/**
 * The next `count` coupons and redemptions after `today`, earliest first (a year ahead at most), from the
 * holdings answer's payments: each coupon on the nominal held on its record date (rule BND-11), odd periods
 * as they pay (rule BND-12), a bond sold after its record date included.
 */
export function nextCashFlows(cashFlows: readonly BondCashFlow[], today: string, count = 3): CashFlow[] {
  const day = parseYyyymmdd(today);
  const end = day + 366;
  const flows: CashFlow[] = [];
  for (const flow of cashFlows) {
    const date = parseYyyymmdd(flow.date);
    if (date <= day || date > end) continue;
    const digits = minorUnitDigits(flow.issueCurrency);
    const base = { bondName: flow.bondName, isin: flow.isin, currency: flow.issueCurrency, date: flow.date };
    if (new Decimal(flow.coupon).gt(0)) flows.push({ ...base, kind: '配息', amount: new Decimal(flow.coupon).toFixed(digits) });
    if (new Decimal(flow.redemption).gt(0)) flows.push({ ...base, kind: '還本', amount: new Decimal(flow.redemption).toFixed(digits) });
  }
  return flows.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind)).slice(0, count);
}
