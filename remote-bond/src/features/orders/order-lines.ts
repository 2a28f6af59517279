import { bondSuitabilityProduct, checkSuitability, type Bond, type BondTradeRules, type CustomerProfile, type FxRate, type MarginBalance, type SuitabilityRefusal } from 'shared';
import { Decimal, taipeiDate, tradeAndSettlement, type DecimalValue } from 'shared/bond-math';
import { faceValueRulesOf, toCartLine, validateFaceValue, validateLimitPrice, type CartLine, type FieldValidation } from '../cart';
import { checkBuyingPower, orderCost, twdOf, type OrderCost, type PowerVerdict } from './domain/order-cost';
import type { DraftLine } from './order-draft.store';

/** Settlement days per currency (the fee schedule's), T+2 without one. */
export type SettlementDays = (currency: string) => number;

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
  readonly tradeDate: string;
  readonly preOrder: boolean;
  /** TWD equivalent of the total, with the rate and its time; undefined without a rate for the currency. */
  readonly twd: { readonly amount: DecimalValue; readonly rate: string; readonly time: string } | undefined;
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
  readonly settlementDays: SettlementDays;
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
    const refusals = checkSuitability(input.profile, bondSuitabilityProduct(bond), today);
    // the product's one definition of the dates (rule BND-16): the sandbox's order book dates the order the same way
    const { tradeDate, preOrder, settlementDate } = tradeAndSettlement(input.now, bond.issueCurrency, input.rules.cutoffTime, input.settlementDays(bond.issueCurrency));
    const fee = input.rules.fees.find((entry) => entry.currency === bond.issueCurrency);
    const cost = face.ok && price.ok ? orderCost({ bond, nominal: face.value, price: price.value, fee, settlementDate }) : undefined;
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
      tradeDate: view.tradeDate,
      preOrder: view.preOrder,
      twd: view.cost !== undefined && rate !== undefined ? { amount: twdOf(view.cost.total, rate.rate), rate: rate.rate, time: rate.time } : undefined,
      power: verdict,
      sendable: view.cost !== undefined && view.refusals.length === 0 && verdict?.ok === true,
    };
  });
}

/** The totals per settlement currency of the lines that will be sent, with their TWD equivalents. */
export function totalsOf(views: readonly OrderLineView[]): { currency: string; total: DecimalValue; twd: DecimalValue | undefined }[] {
  const byCurrency = new Map<string, { total: DecimalValue; twd: DecimalValue | undefined }>();
  for (const view of views) {
    if (!view.sendable || view.cost === undefined) continue;
    const sum = byCurrency.get(view.cost.currency) ?? { total: new Decimal(0), twd: new Decimal(0) };
    byCurrency.set(view.cost.currency, {
      total: sum.total.plus(view.cost.total),
      twd: sum.twd === undefined || view.twd === undefined ? undefined : sum.twd.plus(view.twd.amount),
    });
  }
  return [...byCurrency].map(([currency, sum]) => ({ currency, ...sum }));
}
