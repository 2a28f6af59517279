import type { BondHoldings } from 'shared';
import { accruedInterestOn, Decimal, roundHalfUp } from 'shared/bond-math';
import { toTwd } from '../domain/money';
import type { HoldingRow } from '../domain/portfolio';

/** Decimals of a currency's minor unit: JPY none, every other bond currency cents. */
function minorUnit(currency: string): number {
  return currency === 'JPY' ? 0 : 2;
}

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
    const digits = minorUnit(currency);
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
      quantity: `面額 ${nominal.toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
      marketValue: value,
      unrealised,
      twdRate: rate,
      marketValueTwd: rate === null ? null : toTwd(value, rate),
      unrealisedTwd: rate === null ? null : toTwd(unrealised, rate),
    };
  });
}
