/**
 * Custody fee and settlement of one currency: the fields of `CurrencyFee` of the fee-schedule
 * contract (`shared/bond/src/contracts/fee-schedule.ts`), stated here because the `shared` package entry
 * does not re-export it; any `CurrencyFee` is a `CartCurrencyFee`.
 */
export interface CartCurrencyFee {
  /** ISO 4217 code. */
  readonly currency: string;
  /** Annual custody fee, percent of the consideration (0.2 means 0.2 % a year). */
  readonly custodyFeeRate: number;
  /** Smallest custody fee charged, in the currency itself. */
  readonly custodyFeeMin: number;
  /** Business days from trade to settlement (T+n). */
  readonly settlementDays: number;
}

/** The fee schedule (`FeeSchedule` of the contract): one entry per currency. */
export interface CartFeeSchedule {
  /** The date the schedule applies from, `YYYYMMDD`. */
  readonly effectiveDate: string;
  /** One entry per currency. */
  readonly feeList: readonly CartCurrencyFee[];
}

/** The schedule's entry for `currency`, or undefined when the schedule (or the entry) is missing. */
export function findCurrencyFee(schedule: CartFeeSchedule | null | undefined, currency: string): CartCurrencyFee | undefined {
  return schedule?.feeList.find((fee) => fee.currency === currency);
}
