import { Decimal, minorUnitDigits, roundHalfUp, type DecimalValue } from 'shared/money';
import { exCouponStatus } from '@shared/bond/math';
import { catalogFor } from '../bonds/bond-catalog';
import { profileOf } from '../customer-profiles';
import { bondSuitabilityProduct, checkSuitability, type Bond, type CustomerProfile, type OrderPlaceData } from '../shared-contracts';
import { availableOf, holdOf, movementsOf, postMovement, resetLedger } from '../margin/margin-ledger';
import { ledgerFunds } from './ledger-funds';
import { BondOrderBook, minimumNominal, priceBandOf } from './order-book';
import type { OrderFunds } from './order-funds';
import { startingPositions } from './starting-positions';

/** The date the sandbox tests pin (test-support's TEST_TODAY; not imported, so no whole sandbox is built here). */
const TEST_TODAY = '20250701';

/** A clock the test moves by hand, from 2025-07-01 10:00 Taipei time. */
function manualClock(start = Date.UTC(2025, 6, 1, 2, 0, 0)) {
  let current = start;
  return { now: () => current, advance: (ms: number) => void (current += ms) };
}

/** A test double of the margin ledger: balances, holds and the postings, in memory. */
function fakeFunds(start: Record<string, string>) {
  const balances = new Map(Object.entries(start).map(([currency, amount]) => [currency, new Decimal(amount)]));
  const holds = new Map<string, { currency: string; amount: DecimalValue }>();
  const posts: { currency: string; amount: string; reference: string }[] = [];
  const heldIn = (currency: string) => [...holds.values()].filter((h) => h.currency === currency).reduce((s, h) => s.plus(h.amount), new Decimal(0));
  const funds: OrderFunds = {
    available: (_account, currency) => {
      const balance = balances.get(currency);
      return balance === undefined ? null : balance.minus(heldIn(currency));
    },
    hold: (account, currency, amount, reference) => {
      const available = funds.available(account, currency);
      if (available === null || available.lt(amount)) return { ok: false, available };
      holds.set(reference, { currency, amount });
      return { ok: true };
    },
    release: (reference) => void holds.delete(reference),
    settle: (reference, amount, _date, rest) => {
      const hold = holds.get(reference);
      if (hold === undefined) return { ok: false, reason: 'no-hold' };
      if (amount.gt(hold.amount)) return { ok: false, reason: 'over-hold' };
      if (!amount.eq(0)) {
        balances.set(hold.currency, (balances.get(hold.currency) ?? new Decimal(0)).minus(amount));
        posts.push({ currency: hold.currency, amount: amount.neg().toFixed(), reference });
      }
      const left = hold.amount.minus(amount);
      if (rest === 'release' || left.eq(0)) holds.delete(reference);
      else holds.set(reference, { currency: hold.currency, amount: left });
      return { ok: true };
    },
    credit: (_account, currency, amount, reference) => {
      balances.set(currency, (balances.get(currency) ?? new Decimal(0)).plus(amount));
      posts.push({ currency, amount: amount.toFixed(), reference });
      return { ok: true };
    },
  };
  return { funds, holds, posts, balance: (currency: string) => balances.get(currency)?.toFixed() };
}

const catalog = catalogFor(TEST_TODAY);
const profile = (idno: string): CustomerProfile => {
  const found = profileOf(idno);
  if (found === undefined) throw new Error(idno);
  return found;
};
const A = profile('A123456789');
const B = profile('B223456789');
const C = profile('C123456789');

function bondWhere(test: (bond: Bond) => boolean): Bond {
  const bond = catalog.offered.find(test);
  if (bond === undefined) throw new Error('no such bond in the test universe');
  return bond;
}

/** A USD bond any customer may buy (RR1–RR2, not professional-only, not a US issuer). */
const plainUsd = bondWhere((b) => b.issueCurrency === 'USD' && b.ProductRiskGrade <= 'RR2' && b.investorRestriction === 'ALL' && b.issuerCountry !== 'US' && b.faceValue <= 10_000);
const rr5Usd = bondWhere((b) => b.issueCurrency === 'USD' && b.ProductRiskGrade === 'RR5');

let key = 0;
function order(overrides: Partial<OrderPlaceData> & { isin?: string; nominal?: string; limitPrice?: string } = {}): OrderPlaceData {
  const { isin = plainUsd.isin, nominal = String(minimumNominal(plainUsd)), limitPrice = plainUsd.refPriceBuyNumber.toFixed(3), ...rest } = overrides;
  key += 1;
  return {
    account: '1234567',
    ClientKey: `00000000-0000-4000-8000-${String(key).padStart(12, '0')}`,
    side: 'B',
    validity: 'DAY',
    goodTillDate: '',
    riskAcknowledged: true,
    lines: [{ isin, nominal, limitPrice }],
    ...rest,
  };
}

function setup(start: Record<string, string> = { USD: '1000000', TWD: '100000' }, clockStart?: number) {
  const clock = manualClock(clockStart);
  const money = fakeFunds(start);
  const book = new BondOrderBook({
    now: clock.now,
    bondsOn: (date) => catalogFor(date).byIsin,
    funds: money.funds,
    fillDelayMs: 2_000,
    seedPositions: (account) => startingPositions(account, catalog.offered, TEST_TODAY),
  });
  return { clock, money, book };
}

describe('the sandbox bond order book (rules ORD-6 … ORD-14)', () => {
  it('fills a buy at or above the ask after the fill delay: the hold becomes a debit and the bond a position', () => {
    const { clock, money, book } = setup();
    const placed = book.place('A123456789', A, order());
    const result = placed.results[0];
    expect(result).toMatchObject({ accepted: true, preOrder: false, tradeDate: TEST_TODAY });
    const orderNo = result?.orderNo ?? '';
    expect(book.detail('1234567', orderNo).state).toBe('WORKING');
    expect(money.holds.has(orderNo)).toBe(true);

    clock.advance(1_999);
    expect(book.detail('1234567', orderNo).state).toBe('WORKING');
    clock.advance(1);
    const filled = book.detail('1234567', orderNo);
    expect(filled).toMatchObject({ state: 'FILLED', filledNominal: String(minimumNominal(plainUsd)) });
    expect(filled.fills).toHaveLength(1);
    expect(filled.fills[0]?.price).toBe(plainUsd.refPriceBuyNumber.toFixed(3));
    expect(money.holds.has(orderNo)).toBe(false);
    expect(money.posts).toEqual([{ currency: 'USD', amount: `-${filled.settlementAmount}`, reference: orderNo }]);
    // clean + accrued + fee, the fee at least its minimum
    expect(new Decimal(filled.filledAmount).plus(filled.accruedInterest).plus(filled.fee).toFixed(2)).toBe(filled.settlementAmount);
    expect(Number(filled.fee)).toBeGreaterThanOrEqual(30);
    expect(filled.history.map((event) => event.state)).toEqual(['WORKING', 'FILLED']);

    const position = book.positions('1234567').positions.find((p) => p.isin === plainUsd.isin);
    expect(position).toMatchObject({ nominal: String(minimumNominal(plainUsd)), reservedNominal: '0' });
  });

  it('leaves a buy below the ask working until the end of its day, then expires it and releases the money', () => {
    const { clock, money, book } = setup();
    const below = new Decimal(plainUsd.refPriceBuyNumber).minus('0.5').toFixed(3);
    const orderNo = book.place('A123456789', A, order({ limitPrice: below })).results[0]?.orderNo ?? '';
    clock.advance(60 * 60_000);
    expect(book.detail('1234567', orderNo).state).toBe('WORKING');
    clock.advance(14 * 60 * 60_000); // past midnight Taipei
    expect(book.detail('1234567', orderNo)).toMatchObject({ state: 'EXPIRED', filledNominal: '0' });
    expect(money.holds.size).toBe(0);
    expect(money.posts).toEqual([]);
  });

  it('keeps a 長效 order working until its good-till date, and refuses one beyond 30 days', () => {
    const { clock, book } = setup();
    const below = new Decimal(plainUsd.refPriceBuyNumber).minus('0.5').toFixed(3);
    const orderNo = book.place('A123456789', A, order({ limitPrice: below, validity: 'GTD', goodTillDate: '20250704' })).results[0]?.orderNo ?? '';
    clock.advance(2 * 24 * 60 * 60_000);
    expect(book.detail('1234567', orderNo).state).toBe('WORKING');
    clock.advance(2 * 24 * 60 * 60_000);
    expect(book.detail('1234567', orderNo).state).toBe('EXPIRED');

    const far = setup().book.place('A123456789', A, order({ validity: 'GTD', goodTillDate: '20250801' })).results[0];
    expect(far).toMatchObject({ accepted: false });
    expect(far?.message).toContain('長效單');
  });

  it('fills a large nominal in two parts, one fill delay apart (部分成交, then 全部成交)', () => {
    const { clock, book } = setup({ USD: '100000000' });
    const nominal = String(minimumNominal(plainUsd) * 40);
    const orderNo = book.place('B223456789', B, order({ account: '2345678', nominal })).results[0]?.orderNo ?? '';
    clock.advance(2_000);
    const partial = book.detail('2345678', orderNo);
    expect(partial.state).toBe('PARTIAL');
    expect(Number(partial.filledNominal)).toBeGreaterThan(0);
    expect(Number(partial.filledNominal)).toBeLessThan(Number(nominal));
    clock.advance(2_000);
    const full = book.detail('2345678', orderNo);
    expect(full).toMatchObject({ state: 'FILLED', filledNominal: nominal });
    expect(full.fills).toHaveLength(2);
  });

  it('takes an order after the 15:00 cut-off as a pre-order for the next business day, working from 09:00', () => {
    // 2025-07-04 is a Friday: 16:00 Taipei that day is 08:00 UTC; the next business day is Monday 07-07
    const { clock, book } = setup(undefined, Date.UTC(2025, 6, 4, 8, 0, 0));
    // a limit a point above today's ask: the ask moves by Monday (rule BND-17)
    const result = book.place('A123456789', A, order({ limitPrice: (plainUsd.refPriceBuyNumber + 1).toFixed(3) })).results[0];
    expect(result).toMatchObject({ accepted: true, preOrder: true, tradeDate: '20250707' });
    expect(result?.message).toContain('2025/07/07');
    const orderNo = result?.orderNo ?? '';
    clock.advance(2 * 24 * 60 * 60_000);
    expect(book.detail('1234567', orderNo).state).toBe('PREORDER');
    clock.advance(17 * 60 * 60_000 + 2_000); // Monday 09:00:02
    expect(book.detail('1234567', orderNo).state).toBe('FILLED');
  });

  it('answers a repeated client key with the first answer and places one order', () => {
    const { book } = setup();
    const request = order();
    const first = book.place('A123456789', A, request);
    const second = book.place('A123456789', A, request);
    expect(second).toEqual(first);
    expect(book.orderNumbers('1234567')).toHaveLength(1);
  });

  it('refuses, line by line and with the reason, what the rules do not allow', () => {
    const { book, money } = setup({ USD: '5000' });
    const rr5 = book.place('A123456789', A, order({ isin: rr5Usd.isin, limitPrice: rr5Usd.refPriceBuyNumber.toFixed(3), nominal: String(minimumNominal(rr5Usd)) }));
    expect(rr5.results[0]).toMatchObject({ accepted: false, orderNo: '' });
    expect(rr5.results[0]?.message).toMatch(/RR5|限專業投資人/);

    expect(book.place('C123456789', C, order({ account: '3456789' })).results[0]?.message).toContain('KYC');
    expect(book.place('A123456789', A, order({ riskAcknowledged: false })).results[0]?.message).toContain('風險預告書');
    const band = priceBandOf(plainUsd.refPriceBuyNumber);
    expect(book.place('A123456789', A, order({ limitPrice: band.max.plus('0.001').toFixed(3) })).results[0]?.message).toContain('限價須介於');
    expect(book.place('A123456789', A, order({ nominal: '5000' })).results[0]?.message).toContain('面額至少');

    const short = book.place('A123456789', A, order()).results[0];
    expect(short?.message).toMatch(/^交割款項不足：需 USD [\d,]+\.\d{2}，可用 USD 5,000\.00，尚差 USD [\d,]+\.\d{2}。$/);
    expect(money.holds.size).toBe(0);
  });

  it('cancels a working order and releases its money; a cancel after the fill is too late and shows the fill', () => {
    const { clock, money, book } = setup();
    const below = new Decimal(plainUsd.refPriceBuyNumber).minus('0.5').toFixed(3);
    const working = book.place('A123456789', A, order({ limitPrice: below })).results[0]?.orderNo ?? '';
    const cancelled = book.cancel('A123456789', '1234567', working, 'aaaaaaaa-0000-4000-8000-000000000001');
    expect(cancelled).toMatchObject({ outcome: 'CANCELLED', order: { state: 'CANCELLED' } });
    expect(money.holds.size).toBe(0);
    expect(book.cancel('A123456789', '1234567', working, 'aaaaaaaa-0000-4000-8000-000000000001')).toEqual(cancelled);

    const filled = book.place('A123456789', A, order()).results[0]?.orderNo ?? '';
    clock.advance(2_000);
    const late = book.cancel('A123456789', '1234567', filled, 'aaaaaaaa-0000-4000-8000-000000000002');
    expect(late.outcome).toBe('TOO_LATE');
    expect(late.message).toBe('此委託已全部成交，無法取消。');
    expect(late.order.fills).toHaveLength(1);
  });

  it('sells from a position within ±10 % of the bid, reserving the nominal while working, and credits the fill', () => {
    const { clock, money, book } = setup();
    const position = book.positions('1234567').positions[0];
    if (position === undefined) throw new Error('the sample account starts with positions');
    const bond = catalog.byIsin.get(position.isin);
    if (bond === undefined) throw new Error('position bond not offered');
    const sell = (nominal: string, limitPrice: string) => order({ side: 'S', isin: position.isin, nominal, limitPrice });

    expect(book.place('A123456789', A, sell(new Decimal(position.nominal).plus(bond.faceValueIncrement).toFixed(), position.bidPrice)).results[0]?.message).toContain('可賣面額不足');
    const band = priceBandOf(bond.refPriceSellNumber);
    expect(book.place('A123456789', A, sell(position.nominal, band.min.minus('0.001').toFixed(3))).results[0]?.message).toContain('±10%');

    const above = new Decimal(bond.refPriceSellNumber).plus('0.5').toFixed(3);
    const working = book.place('A123456789', A, sell(position.nominal, above)).results[0]?.orderNo ?? '';
    expect(book.positions('1234567').positions[0]?.reservedNominal).toBe(position.nominal);
    expect(book.place('A123456789', A, sell(String(bond.faceValueIncrement), position.bidPrice)).results[0]?.message).toContain('可賣面額不足');
    book.cancel('A123456789', '1234567', working, 'bbbbbbbb-0000-4000-8000-000000000001');

    const atBid = book.place('A123456789', A, sell(position.nominal, new Decimal(bond.refPriceSellNumber).toFixed(3))).results[0]?.orderNo ?? '';
    clock.advance(2_000);
    const detail = book.detail('1234567', atBid);
    expect(detail.state).toBe('FILLED');
    expect(money.posts.at(-1)).toEqual({ currency: position.issueCurrency, amount: detail.settlementAmount, reference: atBid });
    expect(book.positions('1234567').positions.some((p) => p.isin === position.isin)).toBe(false);
  });

  it('fills, expires or rejects an order at once through the test controls', () => {
    const { book, money } = setup();
    const below = new Decimal(plainUsd.refPriceBuyNumber).minus('0.5').toFixed(3);
    const one = book.place('A123456789', A, order({ limitPrice: below })).results[0]?.orderNo ?? '';
    expect(book.fillNow(one)).toMatchObject({ state: 'FILLED', fills: [{ price: below }] });
    const two = book.place('A123456789', A, order({ limitPrice: below })).results[0]?.orderNo ?? '';
    expect(book.expireNow(two)).toMatchObject({ state: 'EXPIRED' });
    const three = book.place('A123456789', A, order({ limitPrice: below })).results[0]?.orderNo ?? '';
    expect(book.rejectNow(three, '交易所退回：測試')).toMatchObject({ state: 'REJECTED', reason: '交易所退回：測試' });
    expect(book.fillNow(three)).toBeNull();
    expect(money.holds.size).toBe(0);
  });

  it('lists orders newest first with counts per state, filtered by state and trade date, 20 a page', () => {
    const { book } = setup({ USD: '100000000' });
    const below = new Decimal(plainUsd.refPriceBuyNumber).minus('0.5').toFixed(3);
    for (let i = 0; i < 23; i += 1) book.place('A123456789', A, order({ limitPrice: below }));
    const numbers = book.orderNumbers('1234567');
    book.cancel('A123456789', '1234567', numbers[0] ?? '', 'cccccccc-0000-4000-8000-000000000001');
    const all = book.list({ account: '1234567', state: '', fromDate: '20250601', toDate: TEST_TODAY, page: 1 });
    expect(all).toMatchObject({ total: 23, totalPages: 2, page: 1, counts: { WORKING: 22, CANCELLED: 1 } });
    expect(all.orders).toHaveLength(20);
    expect(all.orders[0]?.orderNo).toBe(numbers.at(-1));
    expect(book.list({ account: '1234567', state: '', fromDate: '20250601', toDate: TEST_TODAY, page: 2 }).orders).toHaveLength(3);
    expect(book.list({ account: '1234567', state: 'CANCELLED', fromDate: '20250601', toDate: TEST_TODAY, page: 1 }).orders.map((o) => o.orderNo)).toEqual([numbers[0]]);
    expect(book.list({ account: '1234567', state: '', fromDate: '20250702', toDate: '20250731', page: 1 }).total).toBe(0);
  });
});

describe('coupons around the ex-coupon date (rules BND-11, ORD-16)', () => {
  /** A bond B223456789 may buy whose trade settling today is inside its ex-coupon window, with that window. */
  const exBond = bondWhere((b) => exCouponStatus(b, catalog.dates[b.issueCurrency]?.settlementDate ?? '') !== null && checkSuitability(B, bondSuitabilityProduct(b), TEST_TODAY).length === 0);
  const settlement = catalog.dates[exBond.issueCurrency]?.settlementDate ?? '';
  const window = exCouponStatus(exBond, settlement);
  const lot = minimumNominal(exBond) * 2;
  const couponOn = (nominal: number) => roundHalfUp(new Decimal(nominal).times(exBond.faceRate).div(100).div(exBond.cpnFreq), minorUnitDigits(exBond.issueCurrency)).toFixed();
  const exOrder = (side: 'B' | 'S', limitPrice: number) =>
    order({ account: '2345678', side, isin: exBond.isin, nominal: String(lot), limitPrice: limitPrice.toFixed(3) });

  function exSetup(seeded: boolean) {
    const clock = manualClock();
    const money = fakeFunds({ [exBond.issueCurrency]: '100000000' });
    const book = new BondOrderBook({
      now: clock.now,
      bondsOn: (date) => catalogFor(date).byIsin,
      funds: money.funds,
      fillDelayMs: 2_000,
      // held since 40 days ago: on the record date of the coming coupon
      seedPositions: () => (seeded ? [{ isin: exBond.isin, nominal: lot, averageCost: 100, settlementDate: '20250522' }] : []),
    });
    return { clock, book };
  }

  it('gives a buyer settling inside the window no coming coupon, only the ones after', () => {
    if (window === null) throw new Error('no window');
    const { clock, book } = exSetup(false);
    const placed = book.place('B223456789', B, exOrder('B', exBond.refPriceBuyNumber)).results[0];
    expect(placed).toMatchObject({ accepted: true });
    clock.advance(2_000);
    expect(book.detail('2345678', placed?.orderNo ?? '')).toMatchObject({ state: 'FILLED', settlementDate: settlement });
    const { positions, cashFlows } = book.positions('2345678');
    expect(positions.find((p) => p.isin === exBond.isin)).toMatchObject({ nominal: String(lot), exCouponDays: exBond.exCouponDays });
    const flows = cashFlows.filter((flow) => flow.isin === exBond.isin);
    expect(flows.some((flow) => flow.date === window.couponDate)).toBe(false);
    expect(flows[0]?.date.localeCompare(window.couponDate)).toBe(1);
    expect(flows.at(-1)).toMatchObject({ date: exBond.maturityDate, redemption: String(lot) });
  });

  it('pays the coming coupon to a holder who sells all of it inside the window, though the position is gone', () => {
    if (window === null) throw new Error('no window');
    const { clock, book } = exSetup(true);
    const before = book.positions('2345678').cashFlows.filter((flow) => flow.isin === exBond.isin);
    expect(before[0]).toMatchObject({ date: window.couponDate, nominal: String(lot), coupon: couponOn(lot), exCouponDate: window.exCouponDate });
    book.place('B223456789', B, exOrder('S', exBond.refPriceSellNumber));
    clock.advance(2_000);
    const after = book.positions('2345678');
    expect(after.positions.some((p) => p.isin === exBond.isin)).toBe(false);
    expect(after.cashFlows.filter((flow) => flow.isin === exBond.isin)).toEqual([
      { isin: exBond.isin, bondName: exBond.bondName, issueCurrency: exBond.issueCurrency, cpnFreq: exBond.cpnFreq, date: window.couponDate, nominal: String(lot), coupon: couponOn(lot), redemption: '0', exCouponDate: window.exCouponDate },
    ]);
  });
});

describe('one account\u2019s fault in the bond order book', () => {
  it('rejects the order it cannot move, with a reason and a log entry, and keeps answering every account', () => {
    const clock = manualClock();
    const money = fakeFunds({ USD: '100000000' });
    const logged: { details: Record<string, unknown>; message: string }[] = [];
    let poisoned = '';
    // the price source fails for one bond only: the orders in it cannot move, every other one can
    const bondsOn = (date: string): ReadonlyMap<string, Bond> => {
      const all = catalogFor(date).byIsin;
      if (poisoned === '') return all;
      const faulty = new Map(all);
      faulty.get = (isin: string) => {
        if (isin === poisoned) throw new Error('price source failed');
        return all.get(isin);
      };
      return faulty;
    };
    const book = new BondOrderBook({ now: clock.now, bondsOn, funds: money.funds, fillDelayMs: 2_000, log: { error: (details, message) => logged.push({ details, message }) } });
    const other = bondWhere((b) => b.issueCurrency === 'USD' && b.isin !== plainUsd.isin && b.faceValue <= 10_000);
    const mine = book.place('A123456789', A, order()).results[0]?.orderNo ?? '';
    const theirs = book.place('B223456789', B, order({ account: '2345678', isin: other.isin, limitPrice: other.refPriceBuyNumber.toFixed(3), nominal: String(minimumNominal(other)) })).results[0]?.orderNo ?? '';
    poisoned = plainUsd.isin;
    clock.advance(2_000);

    expect(book.detail('2345678', theirs).state).toBe('FILLED');
    const rejected = book.detail('1234567', mine);
    expect(rejected).toMatchObject({ state: 'REJECTED', filledNominal: '0' });
    expect(rejected.reason).toContain('圈存款項已釋回');
    expect(money.holds.has(mine)).toBe(false);
    expect(logged).toEqual([{ details: expect.objectContaining({ orderNo: mine, account: '1234567' }), message: expect.stringContaining('rejected') }]);
    // rejected once: later calls of the account answer and log nothing more
    expect(book.list({ account: '1234567', state: '', fromDate: '20250601', toDate: TEST_TODAY, page: 1 }).counts.REJECTED).toBe(1);
    expect(logged).toHaveLength(1);
  });

  it('refuses a request it cannot answer with StatusCode 5010 and a zh-TW message, never an unhandled error', () => {
    const clock = manualClock();
    const money = fakeFunds({ USD: '1000000' });
    const funds: OrderFunds = {
      ...money.funds,
      release: () => {
        throw new Error('ledger unavailable');
      },
    };
    const logged: string[] = [];
    const book = new BondOrderBook({ now: clock.now, bondsOn: (date) => catalogFor(date).byIsin, funds, fillDelayMs: 2_000, log: { error: (_details, message) => logged.push(message) } });
    const below = new Decimal(plainUsd.refPriceBuyNumber).minus('0.5').toFixed(3);
    const orderNo = book.place('A123456789', A, order({ limitPrice: below })).results[0]?.orderNo ?? '';
    const cancel = () => book.cancel('A123456789', '1234567', orderNo, 'dddddddd-0000-4000-8000-000000000001');
    expect(cancel).toThrow(expect.objectContaining({ name: 'OrderRequestError', code: '5010', message: '債券委託系統暫時無法處理您的要求，請稍後再試或聯繫您的營業員。' }));
    expect(logged).toEqual(['bond order book: a request failed']);
    // nothing half done: the order still works and its money is still held
    expect(book.detail('1234567', orderNo).state).toBe('WORKING');
    expect(money.holds.has(orderNo)).toBe(true);
  });
});

describe('the bond order book on the margin ledger', () => {
  // A business day on which 202,000 of this treasury at its ask costs 187,522.56 all in, and each half's
  // accrued interest, rounded on its own, came to a cent more than the whole's.
  const DAY = '20251126';
  const TREASURY = 'US91282C1U53';
  const ACCOUNT = '2345678';

  it('pays a fill in two parts out of its hold to the cent when the hold is all that is available', () => {
    resetLedger(DAY);
    const clock = manualClock(Date.UTC(2025, 10, 26, 2, 0, 0));
    const book = new BondOrderBook({ now: clock.now, bondsOn: (date) => catalogFor(date).byIsin, funds: ledgerFunds, fillDelayMs: 2_000 });
    const bond = catalogFor(DAY).byIsin.get(TREASURY);
    if (bond === undefined) throw new Error(`${TREASURY} is not offered on ${DAY}`);
    // what is available beyond the buy's cost leaves the account, so the hold takes every cent
    const spare = availableOf(ACCOUNT, 'USD').minus('187522.56');
    postMovement({ account: ACCOUNT, currency: 'USD', amount: spare.neg(), type: 'withdrawal', reference: 'T-SPARE', date: DAY });

    const placed = book.place('B223456789', B, order({ account: ACCOUNT, isin: TREASURY, nominal: '202000', limitPrice: '91.211' })).results[0];
    expect(placed).toMatchObject({ accepted: true, preOrder: false });
    const orderNo = placed?.orderNo ?? '';
    expect(holdOf(orderNo)?.amount.toFixed(2)).toBe('187522.56');
    expect(availableOf(ACCOUNT, 'USD').toFixed()).toBe('0');
    const debits = () => movementsOf(ACCOUNT, 'USD').filter((movement) => movement.reference === orderNo);

    clock.advance(2_000);
    const partial = book.detail(ACCOUNT, orderNo);
    expect(partial).toMatchObject({ state: 'PARTIAL', filledNominal: '101000' });
    const first = debits().reduce((sum, movement) => sum.plus(movement.amount), new Decimal(0)).neg();
    // the unfilled half stays held: nothing of it is free to withdraw
    expect(holdOf(orderNo)?.amount.toFixed(2)).toBe(new Decimal('187522.56').minus(first).toFixed(2));
    expect(availableOf(ACCOUNT, 'USD').toFixed()).toBe('0');

    clock.advance(2_000);
    const filled = book.detail(ACCOUNT, orderNo);
    expect(filled).toMatchObject({ state: 'FILLED', filledNominal: '202000', settlementAmount: '187522.56' });
    expect(debits().reduce((sum, movement) => sum.plus(movement.amount), new Decimal(0)).toFixed(2)).toBe('-187522.56');
    expect(new Decimal(filled.filledAmount).plus(filled.accruedInterest).plus(filled.fee).toFixed(2)).toBe('187522.56');
    expect(holdOf(orderNo)).toBeNull();
    expect(availableOf(ACCOUNT, 'USD').toFixed()).toBe('0');
  });
});

describe('a bond in its last month (rule BND-17)', () => {
  // 2025-11-26 10:00 Taipei: the universe's first bonds are a month from maturity by then
  const DAY = '20251126';
  const day = catalogFor(DAY);
  const expiring = [...day.pricedByIsin.values()].find((bond) => !day.byIsin.has(bond.isin));

  it('refuses an order for it with the reason, and still shows a position in it at the day\'s bid', () => {
    if (expiring === undefined) throw new Error(`no bond in its last month on ${DAY}`);
    const clock = manualClock(Date.UTC(2025, 10, 26, 2, 0, 0));
    const money = fakeFunds({ USD: '1000000' });
    const book = new BondOrderBook({
      now: clock.now,
      bondsOn: (date) => catalogFor(date).byIsin,
      pricedOn: (date) => catalogFor(date).pricedByIsin,
      funds: money.funds,
      fillDelayMs: 2_000,
      seedPositions: (account) => (account === '1234567' ? [{ isin: expiring.isin, nominal: minimumNominal(expiring), averageCost: 99.5, settlementDate: '20250502' }] : []),
    });
    const line = { isin: expiring.isin, nominal: String(minimumNominal(expiring)), limitPrice: expiring.refPriceBuyNumber.toFixed(3) };
    const result = book.place('A123456789', A, order(line)).results[0];
    const maturity = `${expiring.maturityDate.slice(0, 4)}/${expiring.maturityDate.slice(4, 6)}/${expiring.maturityDate.slice(6, 8)}`;
    expect(result).toMatchObject({ accepted: false, message: `此債券將於 ${maturity} 到期，到期前 30 天內不再提供報價與交易，無法下單。` });
    const position = book.positions('1234567').positions.find((held) => held.isin === expiring.isin);
    expect(position?.bidPrice).toBe(new Decimal(expiring.refPriceSellNumber).toFixed());
  });
});
