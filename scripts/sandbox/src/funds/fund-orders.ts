import { Decimal, type DecimalValue } from 'shared/money';
import { amountDecimals, buyingPowerShortfall, checkRedemptionUnits, checkSubscriptionAmount, canCancelFundOrder, fundOrderDates, redemptionProceeds, subscriptionCost, unitsFor } from '@shared/fund/contracts';
import { formatYyyymmdd } from 'shared/calendar';
import { profileOf } from '../customer-profiles';
import { availableOf, holdFunds, postMovement, releaseHold, settleHold } from '../margin/margin-ledger';
import { FUND_MIN_SUBSCRIPTION, checkSuitability, fundSuitabilityProduct, taipeiIsoTime, type ContractInput, type FundHoldingSchema, type FundOrderSchema } from '../shared-contracts';
import { latestNavDay, navOn } from './fund-market';
import { fundUniverse, type FundClassDefinition } from './fund-universe';

// The sandbox's fund order engine (rules FND-5 to FND-9), on the product's one trade calendar and order
// lifecycle: an order is accepted (PENDING_NAV, 待確認淨值) with its trade and NAV dates from
// `fundOrderDates` (the same function the page shows them with) and its money held in the margin ledger;
// until the cut-off of its trade date the customer may cancel it (CANCELLED, the hold released); once the
// NAV of its NAV date is published it is confirmed (CONFIRMED), when the ledger is debited or credited and
// the units move. A repeated client key gets the first answer and changes nothing again (rule ORD-1).
// Orders live in memory, like the ledger.

/** A fund order on the wire. */
export type FundOrderWire = ContractInput<typeof FundOrderSchema>;
/** A fund position on the wire. */
export type FundHoldingWire = ContractInput<typeof FundHoldingSchema>;

/** A refusal of an order: `insufficient` when the buying power is short (4251), `refused` for any other rule (4220), with the customer's message. */
export interface FundRefusal {
  readonly ok: false;
  readonly code: 'refused' | 'insufficient';
  readonly message: string;
}

/** The outcome of placing an order. */
export type PlaceResult = { readonly ok: true; readonly order: FundOrderWire } | FundRefusal;

/** The outcome of a cancel, as for bond orders (rule ORD-13): done, too late (nothing changed), or no such order. */
export type CancelResult =
  | { readonly ok: true; readonly outcome: 'CANCELLED' | 'TOO_LATE'; readonly message: string; readonly order: FundOrderWire }
  | { readonly ok: false; readonly code: 'not-found' };

interface Position {
  units: DecimalValue;
  cost: DecimalValue;
}

/** What an order needs to be placed: who, which account, which fund, what. */
export interface FundOrderInput {
  readonly idno: string;
  readonly account: string;
  readonly fundId: string;
  readonly side: 'SUB' | 'RED';
  /** SUB: the amount typed; RED: the units typed. */
  readonly quantity: string;
  readonly clientKey: string;
}

function refuse(message: string, code: FundRefusal['code'] = 'refused'): FundRefusal {
  return { ok: false, code, message };
}

/** One sandbox's fund orders and positions. */
export class FundDesk {
  private readonly orders: FundOrderWire[] = [];
  private readonly byKey = new Map<string, PlaceResult>();
  private readonly cancelsByKey = new Map<string, CancelResult>();
  private readonly positions = new Map<string, Position>();
  private byId: ReadonlyMap<string, FundClassDefinition> | undefined;
  private sequence = 0;

  constructor(
    private readonly today: () => string,
    /** The sandbox's clock (epoch ms): the trade date, the cut-off and the order's time come from it. */
    private readonly clock: () => number,
  ) {}

  /** The universe by id, made on first use: a sandbox that never sees a fund order never builds it. */
  private get funds(): ReadonlyMap<string, FundClassDefinition> {
    this.byId ??= new Map(fundUniverse().map((fund) => [fund.fundId, fund]));
    return this.byId;
  }

  /** The class with this id, if the sandbox offers it. */
  fund(fundId: string): FundClassDefinition | undefined {
    return this.funds.get(fundId);
  }

  /** Places a subscription or a redemption; a repeated client key of the same customer gets the first result. */
  place(input: FundOrderInput): PlaceResult {
    const key = `${input.idno}\u0000${input.clientKey}`;
    const first = this.byKey.get(key);
    if (first !== undefined) return first;
    this.confirmDue();
    const result = this.accept(input);
    this.byKey.set(key, result);
    return result;
  }

  private accept(input: FundOrderInput): PlaceResult {
    const fund = this.funds.get(input.fundId);
    if (fund === undefined) return refuse(`查無此基金：${input.fundId}。`);
    const profile = profileOf(input.idno);
    if (profile === undefined) return refuse('查無您的客戶資料，無法下單。');
    const dates = fundOrderDates(this.clock(), fund.currency);
    if (input.side === 'SUB') {
      // rule ORD-5: the risk grade against the risk type, KYC, professional-only; a fund needs no W-8BEN
      const refusals = checkSuitability(profile, fundSuitabilityProduct(fund), this.today());
      if (refusals.length > 0) return refuse(refusals.map((refusal) => refusal.message).join(''));
      const amount = checkSubscriptionAmount(input.quantity, fund.currency, FUND_MIN_SUBSCRIPTION[fund.currency]);
      if (!amount.ok) return refuse(amount.message);
      const cost = subscriptionCost(amount.value, fund.fees.frontLoad, fund.currency);
      const orderNo = this.nextOrderNo(dates.tradeDate);
      const hold = holdFunds({ account: input.account, currency: fund.currency, amount: cost.total, reference: orderNo });
      if (!hold.ok) {
        const available = hold.reason === 'insufficient' ? hold.available : availableOf(input.account, fund.currency);
        return refuse(buyingPowerShortfall(cost.total, available, fund.currency) ?? '申購金額無法保留，請稍後再試。', 'insufficient');
      }
      return { ok: true, order: this.store(fund, input, orderNo, dates, { amount: cost.amount, fee: cost.fee, total: cost.total, units: '' }) };
    }
    const units = checkRedemptionUnits(input.quantity, this.availableUnits(input.account, fund.fundId));
    if (!units.ok) return refuse(units.message);
    const orderNo = this.nextOrderNo(dates.tradeDate);
    return { ok: true, order: this.store(fund, input, orderNo, dates, { amount: '', fee: '', total: '', units: units.value.toFixed(4) }) };
  }

  private store(
    fund: FundClassDefinition,
    input: FundOrderInput,
    orderNo: string,
    dates: { readonly tradeDate: string; readonly navDate: string },
    figures: { amount: DecimalValue | ''; fee: DecimalValue | ''; total: DecimalValue | ''; units: string },
  ): FundOrderWire {
    const decimals = amountDecimals(fund.currency);
    const text = (value: DecimalValue | '') => (value === '' ? '' : value.toFixed(decimals));
    const order: FundOrderWire = {
      orderNo,
      account: input.account,
      fundId: fund.fundId,
      fundName: fund.name,
      currency: fund.currency,
      side: input.side,
      status: 'PENDING_NAV',
      tradeDate: dates.tradeDate,
      navDate: dates.navDate,
      amount: text(figures.amount),
      fee: text(figures.fee),
      total: text(figures.total),
      units: figures.units,
      nav: '',
      placedAt: taipeiIsoTime(this.clock()),
    };
    this.orders.push(order);
    return order;
  }

  private nextOrderNo(tradeDate: string): string {
    this.sequence += 1;
    return `F${tradeDate.slice(2)}${String(this.sequence).padStart(6, '0')}`;
  }

  private positionOf(account: string, fundId: string): Position {
    const key = `${account}\u0000${fundId}`;
    let position = this.positions.get(key);
    if (position === undefined) {
      position = { units: new Decimal(0), cost: new Decimal(0) };
      this.positions.set(key, position);
    }
    return position;
  }

  /** Units in redemptions still waiting for their NAV. */
  private reservedUnits(account: string, fundId: string): DecimalValue {
    return this.orders
      .filter((order) => order.account === account && order.fundId === fundId && order.side === 'RED' && order.status === 'PENDING_NAV')
      .reduce((sum, order) => sum.plus(order.units), new Decimal(0));
  }

  /** Units that may be redeemed now: held less those being redeemed (rule FND-8). */
  availableUnits(account: string, fundId: string): DecimalValue {
    return this.positionOf(account, fundId).units.minus(this.reservedUnits(account, fundId));
  }

  /**
   * Cancels a waiting order of the account before the cut-off of its trade date (rule FND-9): the money held
   * for a subscription is released; past the cut-off, or once confirmed or cancelled, nothing changes and
   * the answer says why. A repeated client key of the same customer gets the first answer (rule ORD-1).
   */
  cancel(idno: string, account: string, orderNo: string, clientKey: string): CancelResult {
    const key = `${idno}\u0000${clientKey}`;
    const first = this.cancelsByKey.get(key);
    if (first !== undefined) return first;
    this.confirmDue();
    const index = this.orders.findIndex((order) => order.account === account && order.orderNo === orderNo);
    const order = this.orders[index];
    if (order === undefined) return { ok: false, code: 'not-found' };
    let result: CancelResult;
    if (canCancelFundOrder(order, this.clock())) {
      if (order.side === 'SUB') releaseHold(order.orderNo);
      const cancelled: FundOrderWire = { ...order, status: 'CANCELLED' };
      this.orders[index] = cancelled;
      result = { ok: true, outcome: 'CANCELLED', message: '此筆委託已取消。', order: cancelled };
    } else {
      const why =
        order.status === 'CONFIRMED' ? '此委託已依淨值確認，無法取消。' : order.status === 'CANCELLED' ? '此委託已取消。' : '此委託已過交易日的截止時間（14:00），無法取消。';
      result = { ok: true, outcome: 'TOO_LATE', message: why, order };
    }
    this.cancelsByKey.set(key, result);
    return result;
  }

  /** Confirms every pending order whose NAV is published by today (rule FND-7). */
  confirmDue(): number {
    const published = formatYyyymmdd(latestNavDay(this.today()));
    return this.confirmWhere((order) => order.navDate <= published);
  }

  /** Confirms every pending order at once, at its NAV date's NAV: the test control, so tests never wait a day. */
  confirmAll(): number {
    return this.confirmWhere(() => true);
  }

  private confirmWhere(due: (order: FundOrderWire) => boolean): number {
    let confirmed = 0;
    for (const [index, order] of this.orders.entries()) {
      if (order.status !== 'PENDING_NAV' || !due(order)) continue;
      const fund = this.funds.get(order.fundId);
      const nav = fund === undefined ? undefined : navOn(fund, order.navDate);
      if (fund === undefined || nav === undefined) continue;
      const position = this.positionOf(order.account, order.fundId);
      const decimals = amountDecimals(fund.currency);
      if (order.side === 'SUB') {
        const units = unitsFor(order.amount, nav);
        // paid out of the order's own hold in one step; were it refused, the order waits with its money held
        const debit = settleHold({ reference: order.orderNo, amount: order.total, type: 'order-debit', date: order.navDate, rest: 'release' });
        if (!debit.ok) continue;
        position.units = position.units.plus(units);
        position.cost = position.cost.plus(order.total);
        this.orders[index] = { ...order, status: 'CONFIRMED', units: units.toFixed(4), nav };
      } else {
        const paid = redemptionProceeds(order.units, nav, fund.fees.redemptionFee, fund.currency);
        if (paid.total.gt(0)) postMovement({ account: order.account, currency: fund.currency, amount: paid.total, type: 'order-credit', reference: order.orderNo, date: order.navDate });
        // the cost of the units left keeps its average: cost × units left ÷ units before, half-up
        const before = position.units;
        const left = before.minus(order.units);
        position.cost = before.eq(0) ? new Decimal(0) : position.cost.times(left).div(before).round(decimals, Decimal.roundHalfUp);
        position.units = left;
        this.orders[index] = { ...order, status: 'CONFIRMED', amount: paid.amount.toFixed(decimals), fee: paid.fee.toFixed(decimals), total: paid.total.toFixed(decimals), nav };
      }
      confirmed += 1;
    }
    return confirmed;
  }

  /** The account's orders, newest first. */
  ordersOf(account: string): FundOrderWire[] {
    this.confirmDue();
    return this.orders.filter((order) => order.account === account).reverse();
  }

  /** The account's positions with units, reserved units, the latest NAV and value (rule FND-8). */
  holdingsOf(account: string): FundHoldingWire[] {
    this.confirmDue();
    const navDay = formatYyyymmdd(latestNavDay(this.today()));
    const out: FundHoldingWire[] = [];
    for (const [key, position] of this.positions) {
      const [owner, fundId] = key.split('\u0000') as [string, string];
      const fund = this.funds.get(fundId);
      if (owner !== account || fund === undefined || position.units.lte(0)) continue;
      const nav = navOn(fund, navDay) ?? '0';
      const reserved = this.reservedUnits(account, fundId);
      const decimals = amountDecimals(fund.currency);
      out.push({
        fundId,
        fundName: fund.name,
        currency: fund.currency,
        units: position.units.toFixed(4),
        reservedUnits: reserved.toFixed(4),
        availableUnits: position.units.minus(reserved).toFixed(4),
        nav,
        navDate: navDay,
        marketValue: position.units.times(nav).round(decimals, Decimal.roundHalfUp).toFixed(decimals),
        cost: position.cost.toFixed(decimals),
      });
    }
    return out;
  }
}
