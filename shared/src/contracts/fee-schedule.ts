import { CURRENCY_OPTIONS, optionValues, type CurrencyCode } from './bond-vocabulary';
import { FunId, type QueryRequest } from './endpoints';
import { expectSuccess, type SuccessAnswer } from './envelope';
import { expectArray, expectRecord, malformed, own, readDate, readNumber, readOneOf } from './guards';

/**
 * Custody fee and settlement of one currency. Our own contract, not part of the known broker contract.
 *
 * The cart estimate the front end may compute from it: one year's custody fee on a line is
 * `max(custodyFeeMin, GrossConSiDeration × custodyFeeRate / 100)`, in the issue currency; the trade
 * settles `settlementDays` business days after the trade date (T+n).
 */
export interface CurrencyFee {
  readonly currency: CurrencyCode;
  /** Annual custody fee, percent of the consideration (0.2 means 0.2 % a year). */
  readonly custodyFeeRate: number;
  /** Smallest custody fee charged, in the currency itself. */
  readonly custodyFeeMin: number;
  /** Business days from trade to settlement. */
  readonly settlementDays: number;
}

/** The fee schedule: one entry per issue currency, and the date it applies from (`YYYYMMDD`). */
export interface FeeSchedule {
  readonly effectiveDate: string;
  readonly feeList: readonly CurrencyFee[];
}

/** `Data` of the fee-schedule request: empty; the schedule is the same for every customer. */
export type FeeScheduleData = Readonly<Record<string, never>>;

/** The fee-schedule request body (our own contract, FunId `KGItwPubOltsFeeSchedule`; guests may ask). */
export type FeeScheduleRequest = QueryRequest<typeof FunId.FeeSchedule, FeeScheduleData>;

/** The fee-schedule answer. */
export type FeeScheduleAnswer = SuccessAnswer<FeeSchedule>;

/** Builds the fee-schedule request. */
export function buildFeeScheduleRequest(): FeeScheduleRequest {
  return { FunId: FunId.FeeSchedule, Data: {} };
}

const CURRENCIES = optionValues(CURRENCY_OPTIONS);

function nonNegative(record: Record<string, unknown>, key: string, path: string): number {
  const value = readNumber(record, key, path);
  return value >= 0 ? value : malformed(`${path}.${key}`, 'a number >= 0');
}

/**
 * Parses the fee-schedule answer.
 * @throws ApiError `session`/`business` for a non-zero StatusCode; `malformed` for a wrong shape.
 */
export function parseFeeScheduleAnswer(json: unknown): FeeSchedule {
  const answer = expectSuccess(json);
  const data = expectRecord(own(answer, 'Data'), 'answer.Data');
  const list = expectArray(own(data, 'feeList'), 'answer.Data.feeList');
  return {
    effectiveDate: readDate(data, 'effectiveDate', 'answer.Data'),
    feeList: list.map((item, index) => {
      const path = `answer.Data.feeList[${index}]`;
      const record = expectRecord(item, path);
      const settlementDays = nonNegative(record, 'settlementDays', path);
      if (!Number.isInteger(settlementDays)) malformed(`${path}.settlementDays`, 'an integer');
      return {
        currency: readOneOf(record, 'currency', CURRENCIES, path),
        custodyFeeRate: nonNegative(record, 'custodyFeeRate', path),
        custodyFeeMin: nonNegative(record, 'custodyFeeMin', path),
        settlementDays,
      };
    }),
  };
}
