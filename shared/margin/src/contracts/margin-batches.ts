import { formatYyyymmdd, isWeekend, parseYyyymmdd } from 'shared/calendar';
// Taiwan's table alone, not the holidays index: the index pulls every market's table into shared's entry,
// which every page of the host loads.
import { TWD_TAIWAN } from 'shared/calendar';
import { MINOR_UNITS, type MarginCurrency } from 'shared/money';
import { isDecimalString } from 'shared/contracts';
import { currencyLabel } from 'shared/format';

// The transfer rules both sides compute the same way (the page for the customer's comfort, the sandbox
// as the truth): the day's batches and the amount's form. Pure, no clock of its own: callers pass `at`.

const HOUR = 3_600_000;
const MINUTE = 60_000;
const TAIPEI_OFFSET = 8 * HOUR;

/** The day's batch cut-offs, Taipei time (rule MRG-6): transfers received before each go out in it. */
export const BATCH_CUTOFFS = ['10:30', '14:30'] as const;

/** One of {@link BATCH_CUTOFFS}. */
export type BatchCutoff = (typeof BATCH_CUTOFFS)[number];

/** The batch a transfer goes out in. */
export interface TransferBatch {
  /** Its business date, `YYYYMMDD`. */
  readonly date: string;
  /** Its cut-off on that date, Taipei time. */
  readonly cutoff: BatchCutoff;
  /** The cut-off instant, epoch ms. */
  readonly cutoffAt: number;
  /** True when the batch is not on the date the transfer was made (after the last cut-off, or a holiday). */
  readonly nextBusinessDay: boolean;
}

/** The instant of a cut-off on a Taipei date. */
function cutoffInstant(date: string, cutoff: BatchCutoff): number {
  const [hours, minutes] = cutoff.split(':').map(Number);
  return parseYyyymmdd(date) * 24 * HOUR + (hours ?? 0) * HOUR + (minutes ?? 0) * MINUTE - TAIPEI_OFFSET;
}

let taiwanClosed: ReadonlySet<string> | null = null;

/**
 * True when `date` (`YYYYMMDD`) is a Taiwan business day: a weekday that is not in shared/calendar's Taiwan
 * holiday table (the one its settlement dates use). Beyond the table's years, a weekday: a transfer is
 * still scheduled, and the sandbox's own check is the truth.
 */
export function isTaiwanBusinessDay(date: string): boolean {
  if (isWeekend(parseYyyymmdd(date))) return false;
  const year = Number(date.slice(0, 4));
  if (year < TWD_TAIWAN.firstYear || year > TWD_TAIWAN.lastYear) return true;
  taiwanClosed ??= new Set(TWD_TAIWAN.dates);
  return !taiwanClosed.has(date);
}

/** The first Taiwan business day after `date` (`YYYYMMDD`). */
export function nextTaiwanBusinessDay(date: string): string {
  let day = parseYyyymmdd(date) + 1;
  while (!isTaiwanBusinessDay(formatYyyymmdd(day))) day += 1;
  return formatYyyymmdd(day);
}

/** The Taipei calendar date of an instant, `YYYYMMDD`. */
export function taipeiDateOf(at: number): string {
  return formatYyyymmdd(Math.floor((at + TAIPEI_OFFSET) / (24 * HOUR)));
}

/**
 * The batch a transfer made at `at` (epoch ms) goes out in (rule MRG-6): on a Taiwan business day, the
 * first cut-off strictly after `at` (a transfer at 10:30:00 exactly misses the 10:30 batch); after the last
 * cut-off, on a weekend or on a holiday, the first batch of the next business day.
 */
export function batchFor(at: number): TransferBatch {
  const today = taipeiDateOf(at);
  if (isTaiwanBusinessDay(today)) {
    for (const cutoff of BATCH_CUTOFFS) {
      const cutoffAt = cutoffInstant(today, cutoff);
      if (at < cutoffAt) return { date: today, cutoff, cutoffAt, nextBusinessDay: false };
    }
  }
  const date = nextTaiwanBusinessDay(today);
  return { date, cutoff: BATCH_CUTOFFS[0], cutoffAt: cutoffInstant(date, BATCH_CUTOFFS[0]), nextBusinessDay: true };
}

/** The three transfer actions (rule MRG-3): 入金 (bank → margin), 出金 (margin → bank), 換匯 (between currencies). */
export const TRANSFER_ACTIONS = ['deposit', 'withdrawal', 'fx'] as const;

/** One of {@link TRANSFER_ACTIONS}. */
export type TransferAction = (typeof TRANSFER_ACTIONS)[number];

/** zh-TW name of each transfer action. */
export const TRANSFER_ACTION_LABELS: Readonly<Record<TransferAction, string>> = { deposit: '入金', withdrawal: '出金', fx: '換匯' };

/**
 * Decimal places a transfer amount may have (rule MRG-4): the currency's minor unit, and whole dollars for
 * a TWD withdrawal (Taiwan's banks pay out whole dollars).
 */
export function transferDecimals(action: TransferAction, currency: MarginCurrency): number {
  return action === 'withdrawal' && currency === 'TWD' ? 0 : MINOR_UNITS[currency];
}

/**
 * What is wrong with a transfer amount's form (rule MRG-4), in zh-TW, or null: a plain decimal string
 * (`"1000.50"`, the wire form), positive, with no more decimals than {@link transferDecimals}. Over the
 * available balance or the daily limit is checked against the figures, elsewhere.
 */
export function transferAmountProblem(action: TransferAction, currency: MarginCurrency, amount: string): string | null {
  if (!isDecimalString(amount)) return '請輸入數字金額';
  if (amount.startsWith('-')) return '金額不可為負數';
  if (/^0(\.0*)?$/.test(amount)) return '金額必須大於 0';
  const decimals = transferDecimals(action, currency);
  const fraction = amount.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals) {
    return decimals === 0 ? `${currencyLabel(currency)} ${TRANSFER_ACTION_LABELS[action]}金額須為整數` : `${currencyLabel(currency)} 金額最多 ${decimals} 位小數`;
  }
  return null;
}
