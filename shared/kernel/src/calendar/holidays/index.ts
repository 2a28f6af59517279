import { AUD_SYDNEY } from './aud-sydney';
import { CNH_HONG_KONG } from './cnh-hong-kong';
import { EUR_TARGET2 } from './eur-target2';
import { GBP_LONDON } from './gbp-london';
import type { HolidayTable } from './holiday-table';
import { JPY_TOKYO } from './jpy-tokyo';
import { NZD_AUCKLAND_WELLINGTON } from './nzd-auckland-wellington';
import { TWD_TAIWAN } from './twd-taiwan';
import { USD_FEDWIRE } from './usd-fedwire';
import { USD_SIFMA } from './usd-sifma';
import { ZAR_JOHANNESBURG } from './zar-johannesburg';

export type { HolidayTable } from './holiday-table';

/** Taiwan's calendar: the broker's own market, part of every settlement. */
export const TAIWAN_HOLIDAYS: HolidayTable = TWD_TAIWAN;

/**
 * The payment calendar of each currency, by ISO 4217 code: the days its money moves (Fedwire for USD,
 * TARGET2 for EUR, …). Fund orders count their dates on it.
 */
export const CURRENCY_HOLIDAYS: Readonly<Record<string, HolidayTable>> = {
  USD: USD_FEDWIRE,
  EUR: EUR_TARGET2,
  GBP: GBP_LONDON,
  AUD: AUD_SYDNEY,
  NZD: NZD_AUCKLAND_WELLINGTON,
  JPY: JPY_TOKYO,
  CNH: CNH_HONG_KONG,
  ZAR: ZAR_JOHANNESBURG,
};

/**
 * The bond market's calendar of each bond currency, by ISO 4217 code: the days a bond trade in it can
 * settle. The payment calendar, but for US bonds SIFMA's recommended closes (Good Friday, a Saturday
 * holiday on the Friday before) rather than Fedwire's (rule BND-15).
 */
export const BOND_MARKET_HOLIDAYS: Readonly<Record<string, HolidayTable>> = {
  ...CURRENCY_HOLIDAYS,
  USD: USD_SIFMA,
};
