import type { StockListing, StockQuote } from '../contracts/stock';
import { canTradeAtMarket, checkTicket, defaultGtdDate, stockSuitabilityProduct, type TicketContext, type TicketInput } from './order-check';

const TENCENT: StockListing = { symbol: '0700.HK', code: '0700', market: 'HK', nameEn: 'Tencent Holdings Ltd.', nameZh: '騰訊控股', currency: 'HKD', lotSize: 100, riskGrade: 'RR3' };
const TOYOTA: StockListing = { symbol: '7203.JP', code: '7203', market: 'JP', nameEn: 'Toyota Motor Corp.', nameZh: '豐田汽車', currency: 'JPY', lotSize: 100, riskGrade: 'RR3' };
const APPLE: StockListing = { symbol: 'AAPL.US', code: 'AAPL', market: 'US', nameEn: 'Apple Inc.', nameZh: '蘋果', currency: 'USD', lotSize: 1, riskGrade: 'RR3' };

const OPEN_QUOTE: StockQuote = {
  symbol: '0700.HK',
  last: '300',
  previousClose: '298',
  change: '2',
  changePercent: '0.67',
  bid: '299.8',
  ask: '300.2',
  volume: 1000,
  dayHigh: '301',
  dayLow: '297',
  yearHigh: '400',
  yearLow: '250',
  asOf: '2025-07-02T09:45:00+08:00',
  delayMinutes: 15,
  marketState: 'open',
  nextOpen: '',
  live: true,
};

function context(listing: StockListing, patch: Partial<TicketContext> = {}): TicketContext {
  const currency = listing.currency;
  const commissionMin = currency === 'USD' ? '15' : currency === 'HKD' ? '100' : '1500';
  return { listing, quote: OPEN_QUOTE, commission: { market: listing.market, currency, commissionRate: '0.25', commissionMin }, available: '100000', sellable: 0, today: '20250702', ...patch };
}

const BUY: TicketInput = { side: 'B', orderType: 'limit', quantity: '100', price: '300', validity: 'day', gtdDate: '' };

describe('the order ticket checks (rules STK-3, STK-4, STK-5, STK-7)', () => {
  it('accepts a Hong Kong buy of whole board lots on tick and estimates it in HKD, settled in USD at the peg', () => {
    const check = checkTicket(BUY, context(TENCENT));
    expect(check.errors).toEqual({});
    // HK$30,000 + commission 100 + stamp duty 30 + SFC 0.81 + HKEX 1.70 + AFRC 0.05 = 30,132.56; ÷ 7.8 = 3,863.148… → 3,863.15 (up)
    expect(check.estimate).toMatchObject({ consideration: '30000', commission: '100.00', total: '30132.56', settlementCurrency: 'USD', settlementAmount: '3863.15' });
  });

  it.each([
    ['', '請輸入股數。'],
    ['0', '股數必須是大於 0 的整數。'],
    ['1.5', '股數必須是大於 0 的整數。'],
    ['150', '港股此股票每單位 100 股，股數須為 100 的倍數（可輸入 100 或 200）。'],
    ['50', '港股此股票每單位 100 股，股數須為 100 的倍數（可輸入 100）。'],
  ])('refuses the quantity %j: %s', (quantity, message) => {
    expect(checkTicket({ ...BUY, quantity }, context(TENCENT)).errors.quantity).toBe(message);
  });

  it('takes 100 shares as the lot in Japan and 1 in the US', () => {
    expect(checkTicket({ ...BUY, quantity: '150', price: '2600' }, context(TOYOTA)).errors.quantity).toContain('100 的倍數');
    expect(checkTicket({ ...BUY, quantity: '7', price: '185.23' }, context(APPLE)).errors).toEqual({});
  });

  it.each([
    ['', '請輸入限價。'],
    ['-1', '價格必須是大於 0 的數字。'],
    ['abc', '價格必須是大於 0 的數字。'],
    ['300.1', '此價位的跳動單位為 0.2，請輸入 0.2 的倍數（可輸入 300 或 300.2）。'],
    ['20000', '價格超過此市場可委託的上限。'],
  ])('refuses the Hong Kong limit price %j: %s', (price, message) => {
    expect(checkTicket({ ...BUY, price }, context(TENCENT)).errors.price).toBe(message);
  });

  it('says a Japanese buy above the buying power in whole yen', () => {
    expect(checkTicket({ ...BUY, price: '2600' }, context(TOYOTA, { available: '100000' })).errors.quantity).toBe(
      '預估金額 JPY 261,500 超過可用餘額 JPY 100,000，請減少股數或先至保證金專區入金。',
    );
  });

  it('refuses a buy above the buying power beside the quantity', () => {
    expect(checkTicket(BUY, context(TENCENT, { available: '1000' })).errors.quantity).toBe(
      '預估金額 USD 3,863.15 超過可用餘額 USD 1,000.00，請減少股數或先至保證金專區入金。',
    );
  });

  it('refuses a sell above the sellable holding', () => {
    expect(checkTicket({ ...BUY, side: 'S' }, context(TENCENT)).errors.quantity).toBe('您沒有此股票的可賣庫存。');
    expect(checkTicket({ ...BUY, side: 'S', quantity: '300' }, context(TENCENT, { sellable: 200 })).errors.quantity).toBe('超過可賣股數 200 股。');
  });

  it('allows a market order only while the market trades with a live quote, estimated at the ask', () => {
    const market = { ...BUY, orderType: 'market' as const };
    expect(checkTicket(market, context(TENCENT)).estimate?.price).toBe('300.2');
    const closed = { ...OPEN_QUOTE, marketState: 'closed' as const, bid: '', ask: '' };
    expect(canTradeAtMarket(closed)).toBe(false);
    expect(checkTicket(market, context(TENCENT, { quote: closed })).errors.orderType).toBe('市場目前非交易時段，市價單無法委託，請改用限價單。');
    expect(checkTicket(market, context(TENCENT, { quote: { ...OPEN_QUOTE, live: false } })).errors.orderType).toContain('無即時成交報價');
  });

  it('keeps a good-till date after today and at most 90 days ahead', () => {
    const gtd = (gtdDate: string) => checkTicket({ ...BUY, validity: 'gtd', gtdDate }, context(TENCENT)).errors.gtdDate;
    expect(gtd('2025-07-02')).toBe('指定日期須晚於今天。');
    expect(gtd('2025-09-30')).toBeUndefined();
    expect(gtd('2025-10-01')).toBe('長效單最長 90 天，最晚至 2025/09/30。');
    expect(gtd('')).toBe('請選擇有效日期。');
    expect(defaultGtdDate('20250702')).toBe('2025-08-02');
  });
});

describe('suitability of a stock (rule ORD-5)', () => {
  it('asks a W-8BEN for US stocks only, and no stock is for professionals only', () => {
    expect(stockSuitabilityProduct(APPLE)).toEqual({ kind: 'stock', riskGrade: 'RR3', professionalOnly: false, needsW8ben: true });
    expect(stockSuitabilityProduct(TENCENT)).toEqual({ kind: 'stock', riskGrade: 'RR3', professionalOnly: false, needsW8ben: false });
  });
});
