import { AUD_SYDNEY } from './aud-sydney';
import { CNH_HONG_KONG } from './cnh-hong-kong';
import { EUR_TARGET2 } from './eur-target2';
import { GBP_LONDON } from './gbp-london';
import type { HolidayTable } from './holiday-table';
import { JPY_TOKYO } from './jpy-tokyo';
import { NZD_AUCKLAND_WELLINGTON } from './nzd-auckland-wellington';
import { TWD_TAIWAN } from './twd-taiwan';
import { USD_FEDWIRE } from './usd-fedwire';
import { ZAR_JOHANNESBURG } from './zar-johannesburg';

export type { HolidayTable } from './holiday-table';

/** Taiwan's calendar: the broker's own market, part of every settlement. */
export const TAIWAN_HOLIDAYS: HolidayTable = TWD_TAIWAN;

/** The settlement calendar of each bond currency, by ISO 4217 code. */
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
