import * as v from 'valibot';
import { COUPON_FREQUENCIES, CREDIT_RATINGS, CURRENCY_OPTIONS, DAY_COUNT_OPTIONS, INVESTOR_RESTRICTION_OPTIONS, RATING_AGENCY_OPTIONS, STOCK_CLASS_OPTIONS, NOT_RATED, type CreditRating, type RatingAgency } from './bond-vocabulary';
import { PRODUCT_RISK_GRADE_OPTIONS } from '@shared/account/contracts';
import { FiniteNumberSchema, IsinSchema, YyyymmddSchema, optionPicklist } from 'shared/contracts';
import { TaipeiTimeSchema } from 'shared/contracts';

/** One agency's rating of a bond. */
export interface AgencyRating {
  readonly agency: RatingAgency;
  readonly rating: CreditRating;
}

const AGENCIES: readonly string[] = RATING_AGENCY_OPTIONS.map((option) => option.value);
const RATINGS: readonly string[] = CREDIT_RATINGS;

/** True for a list of {@link AgencyRating}s: a single check, like the bond's other hot fields. */
function isAgencyRatingList(input: unknown): input is readonly AgencyRating[] {
  return (
    Array.isArray(input) &&
    input.every((item: unknown) => {
      if (typeof item !== 'object' || item === null) return false;
      const { agency, rating } = item as Record<string, unknown>;
      return typeof agency === 'string' && AGENCIES.includes(agency) && typeof rating === 'string' && RATINGS.includes(rating);
    })
  );
}

/** A list of agency ratings (`[{ agency, rating }]`). */
export const AgencyRatingListSchema = v.custom<readonly AgencyRating[]>(isAgencyRatingList, '必須是信評機構與評等的清單');

/**
 * The fields of one bond of the symbol list (`Data.datas[]`), in the order the answer sends them.
 *
 * Types, one rule for all fields: quantities (rates, prices, yields, amounts, years, counts) are JSON
 * numbers; identifiers, codes and dates are strings; dates are 8-digit `YYYYMMDD` strings (read them
 * with the date helper, rule SHL-11). Rates and yields are percent (4.125 means 4.125 %). Prices are clean
 * prices per 100 face. Field names keep the broker's spelling (`isin`, `issueCurrency`, `faceValue`,
 * `refPriceBuyNumber`) and otherwise match the names of the request's filter arrays.
 */
export const BOND_ENTRIES = {
  /** ISO 6166 ISIN, uppercase, check digit valid. */
  isin: IsinSchema,
  /** zh-TW display name, e.g. `美國公債 2034/05/15 4.125%`. */
  bondName: v.string(),
  /** English name as the market quotes it, e.g. `T 4.125 05/15/2034`. */
  bondNameEn: v.string(),
  /** zh-TW issuer name. */
  issuerName: v.string(),
  /** English issuer name. */
  issuerNameEn: v.string(),
  /** ISO 3166 alpha-2 country of the issuer's risk; `XS` for supranational issuers, which have none. */
  issuerCountry: v.string(),
  /** Currency the bond is issued and quoted in. */
  issueCurrency: optionPicklist(CURRENCY_OPTIONS),
  /** Bond class. */
  stockClass: optionPicklist(STOCK_CLASS_OPTIONS),
  /** Annual coupon rate, percent; 0 for a zero-coupon bond. */
  faceRate: FiniteNumberSchema,
  /** Coupon payments per year; 0 for a zero-coupon bond. */
  cpnFreq: v.picklist(COUPON_FREQUENCIES),
  /** Issue date, `YYYYMMDD`. */
  issueDate: YyyymmddSchema,
  /** Maturity date, `YYYYMMDD`. */
  maturityDate: YyyymmddSchema,
  /** Years from the price date to maturity, 2 decimals. */
  remainingTerm: FiniteNumberSchema,
  /** True when the issuer may redeem early. */
  callable: v.boolean(),
  /** The next call date, `YYYYMMDD`; null when not callable. */
  callDate: v.nullable(YyyymmddSchema),
  /** Credit rating on the S&P-style scale, or `NR` when no agency rates the bond. */
  creditRating: v.picklist([...CREDIT_RATINGS, NOT_RATED]),
  /** Agency of `creditRating`; empty for an unrated bond. */
  ratingAgency: v.picklist([...RATING_AGENCY_OPTIONS.map((option) => option.value), '']),
  /**
   * The other agencies' ratings of the bond, beyond `creditRating` (absent or empty when no other agency
   * rates it). Our own addition, not part of the known broker contract: a bond whose agencies disagree
   * (split ratings) is placed by its lower rating in the bond finder (rule BND-6).
   */
  OtherRatings: v.optional(AgencyRatingListSchema),
  /** `PI`: professional investors only; `ALL`: any customer. */
  investorRestriction: optionPicklist(INVESTOR_RESTRICTION_OPTIONS),
  /**
   * Product risk grade `RR1`…`RR5`. Our own addition, not part of the known broker contract (hence the
   * broker-style capitalised name): the suitability rules match it to the customer's KYC risk type (rule ORD-5).
   */
  ProductRiskGrade: optionPicklist(PRODUCT_RISK_GRADE_OPTIONS),
  /** Minimum denomination (smallest face amount one can buy), in the issue currency. */
  faceValue: FiniteNumberSchema,
  /** Step above the minimum denomination, in the issue currency. */
  faceValueIncrement: FiniteNumberSchema,
  /** Day-count convention of coupon accrual. */
  dayCount: optionPicklist(DAY_COUNT_OPTIONS),
  /**
   * The coupon schedule's odd periods and coupon rule (our own addition, not part of the known broker
   * contract; absent means the regular case, rule BND-12): the first coupon date of a bond whose first
   * period is long (absent: the first regular date after issue, a short first period when issue falls
   * between two), and the last coupon date before maturity of a bond whose last period is odd.
   */
  firstCouponDate: v.optional(v.nullable(YyyymmddSchema)),
  penultimateCouponDate: v.optional(v.nullable(YyyymmddSchema)),
  /**
   * True when every period pays rate × its day-count fraction, as some CNH notes do; absent or false: a
   * regular period pays rate ÷ frequency whatever the day count (ICMA's fixed coupon amount, rule BND-10).
   */
  couponByDays: v.optional(v.boolean()),
  /**
   * The bond's ex-coupon rule (rule BND-11; our own addition): days before each coupon date from which a
   * trade settles ex-coupon (the coupon goes to the seller, accrued interest is negative); 0 or absent
   * when the bond has no ex-coupon period. `exCouponBusinessDays` true counts business days of the
   * currency's market (gilts), otherwise calendar days.
   */
  exCouponDays: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(31))),
  exCouponBusinessDays: v.optional(v.boolean()),
  /** Reference price at which the customer buys (the broker's offer), clean, per 100 face. */
  refPriceBuyNumber: FiniteNumberSchema,
  /** Reference price at which the customer sells (the broker's bid), clean, per 100 face; below the buy price. */
  refPriceSellNumber: FiniteNumberSchema,
  /** Accrued interest per 100 face on the price date. */
  accruedInterest: FiniteNumberSchema,
  /** Yield to maturity at the buy price, percent, 4 decimals. */
  dYtm: FiniteNumberSchema,
  /**
   * Yield to the call date at the buy price, percent, 4 decimals; null when not callable, and (the
   * sandbox's broker, rule BND-17) while the buy price is below the call price, where a call is not in
   * prospect and the yield if called says nothing a customer can use.
   */
  dYtc: v.nullable(FiniteNumberSchema),
  /** Date the prices, accrued interest, yields and remaining term refer to, `YYYYMMDD`. */
  priceDate: YyyymmddSchema,
  /**
   * When the reference prices were quoted, ISO 8601 with +08:00 (our own addition, not part of the known
   * broker contract; absent: only the price date is known). The sandbox quotes once a day (rule BND-17).
   */
  priceTime: v.optional(TaipeiTimeSchema),
};

/**
 * One bond of the symbol list. Unknown extra fields are dropped, so the front end only ever holds
 * what the type promises; a bond that is not callable has neither a call date nor a yield to call.
 */
export const BondSchema = v.pipe(
  v.object(BOND_ENTRIES),
  v.forward(
    v.partialCheck(
      [['callable'], ['callDate'], ['dYtc']],
      (bond) => bond.callable || (bond.callDate === null && bond.dYtc === null),
      'null when not callable',
    ),
    ['callDate'],
  ),
);

/** One bond of the symbol list, as the schema outputs it. */
export type Bond = Readonly<v.InferOutput<typeof BondSchema>>;
