/**
 * Day-count conventions of coupon accrual, the same codes as `DayCountConvention` of the bond
 * contract (`shared/src/contracts/bond-vocabulary.ts`):
 * - `ACT/ACT`: ICMA (actual days over actual days of the coupon period × frequency);
 * - `30/360`: the US bond basis;
 * - `ACT/360`: actual days over 360;
 * - `ACT/365`: actual days over 365 (ACT/365 Fixed).
 */
export type CartDayCount = 'ACT/ACT' | '30/360' | 'ACT/360' | 'ACT/365';

/**
 * The fields of a bond (`Bond` of the bond contract) the cart computes with, same names and meanings.
 * The `shared` package entry does not re-export the contract's `Bond`, and remotes may import only that
 * entry, so the cart states the shape it needs: any `Bond` is a `CartBond`.
 */
export interface CartBond {
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
  /** Day-count convention of coupon accrual. */
  readonly dayCount: CartDayCount;
  /** Reference price at which the customer buys, clean, per 100 face. */
  readonly refPriceBuyNumber: number;
}
