import {
  COUPON_FREQUENCIES,
  CREDIT_RATINGS,
  CURRENCY_OPTIONS,
  DAY_COUNT_OPTIONS,
  INVESTOR_RESTRICTION_OPTIONS,
  RATING_AGENCY_OPTIONS,
  STOCK_CLASS_OPTIONS,
  optionValues,
  type CouponFrequency,
  type CreditRating,
  type CurrencyCode,
  type DayCountConvention,
  type InvestorRestriction,
  type RatingAgency,
  type StockClass,
} from './bond-vocabulary';
import {
  expectRecord,
  malformed,
  readBoolean,
  readDate,
  readNullableDate,
  readNullableNumber,
  readNumber,
  readOneOf,
  readString,
} from './guards';
import { isValidIsin } from './isin';

/**
 * One bond of the symbol list (`Data.datas[]`).
 *
 * Types, one rule for all fields: quantities (rates, prices, yields, amounts, years, counts) are JSON
 * numbers; identifiers, codes and dates are strings; dates are 8-digit `YYYYMMDD` strings (read them
 * with the date helper, spec §9). Rates and yields are percent (4.125 means 4.125 %). Prices are clean
 * prices per 100 face. Field names keep the spec's spelling (`isin`, `issueCurrency`, `faceValue`,
 * `refPriceBuyNumber`) and otherwise match the names of the request's filter arrays.
 */
export interface Bond {
  /** ISO 6166 ISIN, uppercase, check digit valid. */
  readonly isin: string;
  /** zh-TW display name, e.g. `美國公債 2034/05/15 4.125%`. */
  readonly bondName: string;
  /** English name as the market quotes it, e.g. `T 4.125 05/15/2034`. */
  readonly bondNameEn: string;
  /** zh-TW issuer name. */
  readonly issuerName: string;
  /** English issuer name. */
  readonly issuerNameEn: string;
  /** ISO 3166 alpha-2 country of the issuer's risk; `XS` for supranational issuers, which have none. */
  readonly issuerCountry: string;
  /** Currency the bond is issued and quoted in. */
  readonly issueCurrency: CurrencyCode;
  /** Bond class. */
  readonly stockClass: StockClass;
  /** Annual coupon rate, percent; 0 for a zero-coupon bond. */
  readonly faceRate: number;
  /** Coupon payments per year; 0 for a zero-coupon bond. */
  readonly cpnFreq: CouponFrequency;
  /** Issue date, `YYYYMMDD`. */
  readonly issueDate: string;
  /** Maturity date, `YYYYMMDD`. */
  readonly maturityDate: string;
  /** Years from the price date to maturity, 2 decimals. */
  readonly remainingTerm: number;
  /** True when the issuer may redeem early. */
  readonly callable: boolean;
  /** The next call date, `YYYYMMDD`; null when not callable. */
  readonly callDate: string | null;
  /** Credit rating on the S&P-style scale. */
  readonly creditRating: CreditRating;
  /** Agency of {@link Bond.creditRating}. */
  readonly ratingAgency: RatingAgency;
  /** `PI`: professional investors only; `ALL`: any customer. */
  readonly investorRestriction: InvestorRestriction;
  /** Minimum denomination (smallest face amount one can buy), in the issue currency. */
  readonly faceValue: number;
  /** Step above the minimum denomination, in the issue currency. */
  readonly faceValueIncrement: number;
  /** Day-count convention of coupon accrual. */
  readonly dayCount: DayCountConvention;
  /** Reference price at which the customer buys (the broker's offer), clean, per 100 face. */
  readonly refPriceBuyNumber: number;
  /** Reference price at which the customer sells (the broker's bid), clean, per 100 face; below the buy price. */
  readonly refPriceSellNumber: number;
  /** Accrued interest per 100 face on the price date. */
  readonly accruedInterest: number;
  /** Yield to maturity at the buy price, percent, 4 decimals. */
  readonly dYtm: number;
  /** Yield to the call date at the buy price, percent, 4 decimals; null when not callable. */
  readonly dYtc: number | null;
  /** Date the prices, accrued interest, yields and remaining term refer to, `YYYYMMDD`. */
  readonly priceDate: string;
}

const CURRENCIES = optionValues(CURRENCY_OPTIONS);
const STOCK_CLASSES = optionValues(STOCK_CLASS_OPTIONS);
const RESTRICTIONS = optionValues(INVESTOR_RESTRICTION_OPTIONS);
const DAY_COUNTS = optionValues(DAY_COUNT_OPTIONS);
const AGENCIES = optionValues(RATING_AGENCY_OPTIONS);

/**
 * Checks one bond of an answer. Unknown extra fields are dropped so the front end only ever holds
 * what the type promises.
 * @throws ApiError `malformed` on any wrong field.
 */
export function parseBond(json: unknown, path: string): Bond {
  const r = expectRecord(json, path);
  const isin = readString(r, 'isin', path);
  if (!isValidIsin(isin)) malformed(`${path}.isin`, 'a valid ISIN');
  const callable = readBoolean(r, 'callable', path);
  const callDate = readNullableDate(r, 'callDate', path);
  const dYtc = readNullableNumber(r, 'dYtc', path);
  if (!callable && (callDate !== null || dYtc !== null)) malformed(`${path}.callDate`, 'null when not callable');
  return {
    isin,
    bondName: readString(r, 'bondName', path),
    bondNameEn: readString(r, 'bondNameEn', path),
    issuerName: readString(r, 'issuerName', path),
    issuerNameEn: readString(r, 'issuerNameEn', path),
    issuerCountry: readString(r, 'issuerCountry', path),
    issueCurrency: readOneOf(r, 'issueCurrency', CURRENCIES, path),
    stockClass: readOneOf(r, 'stockClass', STOCK_CLASSES, path),
    faceRate: readNumber(r, 'faceRate', path),
    cpnFreq: readOneOf(r, 'cpnFreq', COUPON_FREQUENCIES, path),
    issueDate: readDate(r, 'issueDate', path),
    maturityDate: readDate(r, 'maturityDate', path),
    remainingTerm: readNumber(r, 'remainingTerm', path),
    callable,
    callDate,
    creditRating: readOneOf(r, 'creditRating', CREDIT_RATINGS, path),
    ratingAgency: readOneOf(r, 'ratingAgency', AGENCIES, path),
    investorRestriction: readOneOf(r, 'investorRestriction', RESTRICTIONS, path),
    faceValue: readNumber(r, 'faceValue', path),
    faceValueIncrement: readNumber(r, 'faceValueIncrement', path),
    dayCount: readOneOf(r, 'dayCount', DAY_COUNTS, path),
    refPriceBuyNumber: readNumber(r, 'refPriceBuyNumber', path),
    refPriceSellNumber: readNumber(r, 'refPriceSellNumber', path),
    accruedInterest: readNumber(r, 'accruedInterest', path),
    dYtm: readNumber(r, 'dYtm', path),
    dYtc,
    priceDate: readDate(r, 'priceDate', path),
  };
}
