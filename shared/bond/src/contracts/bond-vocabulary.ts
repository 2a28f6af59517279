import type { LabelledOption } from 'shared/contracts';

/** Issue currencies of the bond universe, in the order the filter panel shows them. */
export const CURRENCY_OPTIONS = [
  { value: 'USD', label: '美元' },
  { value: 'EUR', label: '歐元' },
  { value: 'GBP', label: '英鎊' },
  { value: 'AUD', label: '澳幣' },
  { value: 'NZD', label: '紐幣' },
  { value: 'CNH', label: '離岸人民幣' },
  { value: 'JPY', label: '日圓' },
  { value: 'ZAR', label: '南非幣' },
] as const satisfies readonly LabelledOption<string>[];

/** ISO 4217 code of an issue currency (`Bond.issueCurrency`, filter `issueCurrency`). */
export type CurrencyCode = (typeof CURRENCY_OPTIONS)[number]['value'];

/** Bond classes (`Bond.stockClass`, filter `stockClass`). */
export const STOCK_CLASS_OPTIONS = [
  { value: 'GOV', label: '政府債' },
  { value: 'SUPRA', label: '國際組織債' },
  { value: 'FIN', label: '金融債' },
  { value: 'CORP', label: '公司債' },
  { value: 'EM', label: '新興市場債' },
] as const satisfies readonly LabelledOption<string>[];

/** A bond class code. */
export type StockClass = (typeof STOCK_CLASS_OPTIONS)[number]['value'];

/**
 * Coupon frequencies. The filter carries the frequency as a string (`'0'`, `'1'`, `'2'`, `'4'`, like every
 * filter value), while `Bond.cpnFreq` is the number of payments per year, a quantity.
 */
export const CPN_FREQ_OPTIONS = [
  { value: '0', label: '零息' },
  { value: '1', label: '年配息' },
  { value: '2', label: '半年配息' },
  { value: '4', label: '季配息' },
] as const satisfies readonly LabelledOption<string>[];

/** A coupon-frequency filter value. */
export type CpnFreqFilter = (typeof CPN_FREQ_OPTIONS)[number]['value'];

/** Coupon payments per year: 0 for a zero-coupon bond. */
export type CouponFrequency = 0 | 1 | 2 | 4;

/** Every {@link CouponFrequency}, for guards. */
export const COUPON_FREQUENCIES: readonly CouponFrequency[] = [0, 1, 2, 4];

/** Who may buy the bond (`Bond.investorRestriction`, filter `investorRestriction`). */
export const INVESTOR_RESTRICTION_OPTIONS = [
  { value: 'PI', label: '限專業投資人' },
  { value: 'ALL', label: '一般投資人可申購' },
] as const satisfies readonly LabelledOption<string>[];

/** `PI`: professional investors only; `ALL`: any customer. */
export type InvestorRestriction = (typeof INVESTOR_RESTRICTION_OPTIONS)[number]['value'];

/**
 * Day-count conventions (`Bond.dayCount`). ACT/ACT is ICMA; 30/360 is the US bond basis; ACT/365 is Fixed;
 * NL/365 is actual days without 29 February over 365, Japanese government bonds' (rule BND-14).
 */
export const DAY_COUNT_OPTIONS = [
  { value: 'ACT/ACT', label: '實際天數/實際天數' },
  { value: '30/360', label: '30/360' },
  { value: 'ACT/360', label: '實際天數/360' },
  { value: 'ACT/365', label: '實際天數/365' },
  { value: 'NL/365', label: '實際天數/365（不計 2 月 29 日）' },
] as const satisfies readonly LabelledOption<string>[];

/** A day-count convention code. */
export type DayCountConvention = (typeof DAY_COUNT_OPTIONS)[number]['value'];

/** The S&P-style long-term rating scale, best first. Fitch uses the same symbols. `BBB-` and above is investment grade. */
export const CREDIT_RATINGS = [
  'AAA', 'AA+', 'AA', 'AA-', 'A+', 'A', 'A-', 'BBB+', 'BBB', 'BBB-',
  'BB+', 'BB', 'BB-', 'B+', 'B', 'B-', 'CCC+', 'CCC', 'CCC-', 'CC', 'C', 'D',
] as const;

/** A rating on the {@link CREDIT_RATINGS} scale. */
export type CreditRating = (typeof CREDIT_RATINGS)[number];

/**
 * `creditRating` of a bond no agency rates, with `ratingAgency` empty and no other ratings: shown as 無評等,
 * never investment grade, in the finder's 無評等 column (rule BND-6).
 */
export const NOT_RATED = 'NR';

/** What a bond's `creditRating` may be: a rating, or {@link NOT_RATED}. */
export type BondRating = CreditRating | typeof NOT_RATED;

/** True for `BBB-` or better; an unrated bond ({@link NOT_RATED}) never is. */
export function isInvestmentGrade(rating: BondRating): boolean {
  if (rating === NOT_RATED) return false;
  return CREDIT_RATINGS.indexOf(rating) <= CREDIT_RATINGS.indexOf('BBB-');
}

/** Rating agencies whose ratings the bond list shows; both use the {@link CREDIT_RATINGS} symbols. */
export const RATING_AGENCY_OPTIONS = [
  { value: 'S&P', label: '標準普爾' },
  { value: 'Fitch', label: '惠譽' },
] as const satisfies readonly LabelledOption<string>[];

/** A rating agency code. */
export type RatingAgency = (typeof RATING_AGENCY_OPTIONS)[number]['value'];
