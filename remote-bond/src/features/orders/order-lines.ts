import { bondBuyRefusals, type CustomerProfile, type FxRate, type SuitabilityRefusal } from '@shared/account';
import { type Bond, type BondTradeRules } from '@shared/bond';
import { type MarginBalance } from '@shared/margin';
import { Decimal, type DecimalValue } from 'shared/money';
import { taipeiDate } from 'shared/calendar';
import { tradeAndSettlement } from '@shared/bond/math';
import { DEFAULT_SETTLEMENT_DAYS, faceValueRulesOf, toCartLine, validateFaceValue, validateLimitPrice, type CartCurrencyFee, type CartLine, type FieldValidation } from '../cart';
import { checkBuyingPower, orderCost, twdOf, type OrderCost, type PowerVerdict, type TwdEquivalent } from './domain/order-cost';
import type { DraftLine } from './order-draft.store';

/** The fee schedule's entry of a currency (settlement days, custody fee), undefined without one. */
export type ScheduleOf = (currency: string) => CartCurrencyFee | undefined;

/** One order line as the page shows it: the bond, the checks and the cost. */
export interface OrderLineView {
  readonly isin: string;
  readonly bond: Bond | undefined;
  readonly line: CartLine<Bond> | undefined;
  readonly face: FieldValidation;
  readonly price: FieldValidation;
  /** Why the customer may not buy it (rule ORD-5); empty when they may. */
  readonly refusals: readonly SuitabilityRefusal[];
  readonly cost: OrderCost | undefined;
  /** The fee schedule's entry of the currency (custody fee terms), undefined without one. */
  readonly schedule: CartCurrencyFee | undefined;
  readonly tradeDate: string;
  readonly preOrder: boolean;
  /** TWD equivalent of the total, with the rate and its time; undefined without a rate for the currency. */
  readonly twd: TwdEquivalent | undefined;
  /** The buying-power verdict (rule ORD-8); undefined while the line cannot be costed. */
  readonly power: PowerVerdict | undefined;
  /** True when the line may be sent: fields valid, suitable, covered. */
  readonly sendable: boolean;
}

/** What {@link viewOrderLines} reads. */
export interface OrderLinesInput {
  readonly lines: readonly DraftLine[];
  readonly bonds: ReadonlyMap<string, Bond>;
  readonly profile: CustomerProfile;
  readonly rules: BondTradeRules;
  readonly schedule: ScheduleOf;
  readonly balance: MarginBalance | undefined;
  readonly rates: readonly FxRate[];
  readonly now: number;
}

/**
 * Every line of the order with its checks (rules ORD-5, ORD-7, ORD-8): the cart's field rules, the
 * suitability rules, the all-in cost to the settlement date, the TWD equivalent and the buying power of
 * the settlement currency, lines in order (a line that would overdraw is refused with its shortfall).
 */
export function viewOrderLines(input: OrderLinesInput): OrderLineView[] {
  const today = taipeiDate(input.now);
  const drafts = input.lines.map((draft) => {
    const bond = input.bonds.get(draft.isin);
    if (bond === undefined) {
      const missing: FieldValidation = { ok: false, message: '此債券目前不提供報價' };
      return { draft, bond, line: undefined, face: missing, price: missing, refusals: [], cost: undefined, tradeDate: today, preOrder: false };
    }
    const line = toCartLine(bond);
    const face = validateFaceValue(draft.faceText, faceValueRulesOf(line));
    const price = validateLimitPrice(draft.priceText, { min: line.min, max: line.max });
    const refusals = bondBuyRefusals(input.profile, bond, today);
    // the product's one definition of the dates (rule BND-16): the sandbox's order book dates the order the same way
    const { tradeDate, preOrder } = tradeAndSettlement(input.now, bond.issueCurrency, input.rules.cutoffTime, input.schedule(bond.issueCurrency)?.settlementDays ?? DEFAULT_SETTLEMENT_DAYS);
    const fee = input.rules.fees.find((entry) => entry.currency === bond.issueCurrency);
    const cost =
      face.ok && price.ok
        ? orderCost({ bond, nominal: face.value, price: price.value, fee, schedule: input.schedule(bond.issueCurrency), tradeDate })
        : undefined;
    return { draft, bond, line, face, price, refusals, cost, tradeDate, preOrder };
  });

  const available = (currency: string): DecimalValue | null => {
    const money = input.balance?.balances.find((entry) => entry.currency === currency);
    return money === undefined ? null : new Decimal(money.available);
  };
  const power = checkBuyingPower(
    drafts.flatMap((view) => (view.cost !== undefined && view.refusals.length === 0 ? [{ key: view.draft.isin, currency: view.cost.currency, total: view.cost.total }] : [])),
    available,
  );

  return drafts.map((view) => {
    const rate = view.cost === undefined ? undefined : input.rates.find((entry) => entry.currency === view.cost?.currency);
    const verdict = power.get(view.draft.isin);
    return {
      isin: view.draft.isin,
      bond: view.bond,
      line: view.line,
      face: view.face,
      price: view.price,
      refusals: view.refusals,
      cost: view.cost,
      schedule: view.bond === undefined ? undefined : input.schedule(view.bond.issueCurrency),
      tradeDate: view.tradeDate,
      preOrder: view.preOrder,
      twd: view.cost !== undefined && rate !== undefined ? { amount: twdOf(view.cost.total, rate.rate), rate: rate.rate, time: rate.time } : undefined,
      power: verdict,
      sendable: view.cost !== undefined && view.refusals.length === 0 && verdict?.ok === true,
    };
  });
}

/** One settlement currency's part of the order: what will be held, in TWD, and the available money before and after the hold. */
export interface CurrencyHold {
  readonly currency: string;
  /** The sum of the lines' totals (what the back end holds). */
  readonly total: DecimalValue;
  /** total × the rate, rounded once; undefined without a rate. */
  readonly twd: TwdEquivalent | undefined;
  /** The account's available money in the currency before the hold; null when it holds none. */
  readonly available: DecimalValue | null;
  /** available − total; null when it holds none. */
  readonly after: DecimalValue | null;
}

/**
 * The totals per settlement currency of the lines that will be sent (rules ORD-7, ORD-8): the amount held,
 * its TWD equivalent at the named rate (rounded once, on the total), and the available balance before and
 * after the hold.
 */
export function totalsOf(views: readonly OrderLineView[], balance?: MarginBalance): CurrencyHold[] {
  const byCurrency = new Map<string, { total: DecimalValue; rate: OrderLineView['twd'] }>();
  for (const view of views) {
    if (!view.sendable || view.cost === undefined) continue;
    const sum = byCurrency.get(view.cost.currency);
    byCurrency.set(view.cost.currency, { total: (sum?.total ?? new Decimal(0)).plus(view.cost.total), rate: sum?.rate ?? view.twd });
  }
  return [...byCurrency].map(([currency, sum]) => {
    const money = balance?.balances.find((entry) => entry.currency === currency);
    const available = money === undefined ? null : new Decimal(money.available);
    return {
      currency,
      total: sum.total,
      twd: sum.rate === undefined ? undefined : { amount: twdOf(sum.total, sum.rate.rate), rate: sum.rate.rate, time: sum.rate.time },
      available,
      after: available === null ? null : available.minus(sum.total),
    };
  });
}
