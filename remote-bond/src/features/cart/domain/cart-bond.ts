import type { AccrualTerms, DayCount } from '@shared/bond/math';

/**
 * The fields of a bond (`Bond` of the bond contract) the cart computes with, same names and meanings.
 * The `shared` package entry does not re-export the contract's `Bond`, and remotes may import only that
 * entry, so the cart states the shape it needs: any `Bond` is a `CartBond`. Its odd periods, coupon rule and
 * ex-coupon rule (rules BND-10 … BND-12) decide the accrued interest and 除息交易中.
 */
export interface CartBond extends Pick<AccrualTerms, 'firstCouponDate' | 'penultimateCouponDate' | 'couponByDays' | 'exCouponDays' | 'exCouponBusinessDays'> {
  /** ISIN. */
  readonly isin: string;
  /** ISO 4217 code of the currency the bond is issued, quoted and settled in. */
  readonly issueCurrency: string;
  /** Annual coupon rate, percent (4.125 means 4.125 %); 0 for a zero-coupon bond. */
  readonly faceRate: number;
  /** Coupon payments per year (a divisor of 12); 0 for a zero-coupon bond. */
  readonly cpnFreq: number;
  /** Issue date, `YYYYMMDD`: interest accrues from it at the earliest. */
  readonly issueDate: string;
  /** Maturity date, `YYYYMMDD`: the anchor of the regular coupon schedule. */
  readonly maturityDate: string;
  /** Minimum denomination, in the issue currency. */
  readonly faceValue: number;
  /** Step above the minimum denomination, in the issue currency. */
  readonly faceValueIncrement: number;
  /** Day-count convention of coupon accrual (the contract's codes are among the shared bond maths' ones). */
  readonly dayCount: DayCount;
  /** Reference price at which the customer buys, clean, per 100 face. */
  readonly refPriceBuyNumber: number;
}
