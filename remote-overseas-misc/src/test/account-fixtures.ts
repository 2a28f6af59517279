// Contract-shaped answers for the account pages' component tests (not a test file itself).

import { formatYyyymmdd, parseYyyymmdd, taipeiDate } from 'shared/calendar';
import type { CustomerProfile, FxRates } from '@shared/account';
import type { MarginBalance } from '@shared/margin';

const TIME = '2025-07-01T10:00:00+08:00';

/** Today's rates of a few currencies. */
export const RATES: FxRates = {
  rates: [
    { currency: 'USD', rate: '32.1234', time: TIME },
    { currency: 'EUR', rate: '35.5000', time: TIME },
    { currency: 'AUD', rate: '21.0000', time: TIME },
  ],
};

/** A margin balance with TWD, USD and EUR (and no yen unless given); the TWD values are 100,000.00 + 32,123.40 + 1,775.00. */
export function balance(overrides: Partial<Record<'TWD' | 'USD' | 'EUR' | 'JPY', string>> = {}): MarginBalance {
  const entry = (currency: string, amount: string, fxRate: string) => ({ currency, balance: amount, held: '0', available: amount, fxRate, fxTime: TIME });
  return {
    asOf: TIME,
    balances: [
      entry('TWD', overrides.TWD ?? '100000', '1'),
      entry('USD', overrides.USD ?? '1000', '32.1234'),
      entry('EUR', overrides.EUR ?? '50', '35.5'),
      entry('JPY', overrides.JPY ?? '0', '0.2100'),
    ],
    twdTotal: '133898.40',
  } as MarginBalance;
}

/** A date `days` from today in Taiwan, `YYYYMMDD`. */
export function daysFromToday(days: number): string {
  return formatYyyymmdd(parseYyyymmdd(taipeiDate()) + days);
}

/** A customer's profile; the KYC valid for a year unless said. */
export function profile(overrides: Partial<CustomerProfile> = {}): CustomerProfile {
  return {
    investorClass: 'GEN',
    riskType: 'M',
    kycExpiry: daysFromToday(365),
    w8benOnFile: true,
    w8benExpiry: daysFromToday(700),
    accounts: [
      {
        account: '1234567',
        branch: '台北分公司',
        openDate: '20190315',
        settlementAccounts: [
          { currency: 'TWD', bankName: '凱基銀行 台北分行', bankAccountMasked: '****-***-**1234' },
          // a whole number that slipped through: the page still shows only its last 4 digits
          { currency: 'USD', bankName: '凱基銀行 台北分行', bankAccountMasked: '0012-345-678905' },
        ],
      },
    ],
    agreements: [{ name: '受託買賣外國有價證券契約', signedDate: '20190315' }],
    ...overrides,
  };
}

/** Valid ISINs (their check digits hold), one per teaser bond. */
const ISINS = ['US0378331005', 'US5949181045', 'US02079K3059', 'US0231351067', 'US30303M1027', 'US88160R1014'];

/** A broker's-picks answer (`Data.datas`) of `count` bonds, each a whole bond of the contract. */
export function picks(count: number): unknown[] {
  return ISINS.slice(0, count).map((isin, index) => ({
    isin,
    bondName: `測試債券 ${index + 1}`,
    bondNameEn: `TEST ${index + 1}`,
    issuerName: '測試發行人',
    issuerNameEn: 'TEST ISSUER',
    issuerCountry: 'US',
    issueCurrency: index === 1 ? 'AUD' : 'USD',
    stockClass: 'CORP',
    faceRate: 4.5,
    cpnFreq: 2,
    issueDate: '20200115',
    maturityDate: '20300115',
    remainingTerm: 4.5,
    callable: false,
    callDate: null,
    creditRating: 'A',
    ratingAgency: 'S&P',
    investorRestriction: 'ALL',
    ProductRiskGrade: 'RR2',
    faceValue: 10000,
    faceValueIncrement: 1000,
    dayCount: '30/360',
    refPriceBuyNumber: 99.5,
    refPriceSellNumber: 99.1,
    accruedInterest: 0.5,
    dYtm: 4.123 + index,
    dYtc: null,
    priceDate: '20250701',
  }));
}

/** Bond holdings of one zero-coupon USD bond (no accrued interest, so its value does not move with the date): 9,950.00 USD, +150.00. */
export function bondHoldings(empty = false): unknown {
  const position = {
    isin: 'US0378331005',
    bondName: '測試零息債 2030',
    issueCurrency: 'USD',
    nominal: '10000',
    reservedNominal: '0',
    averageCost: '98',
    settlementDate: '20250101',
    faceValueIncrement: 1000,
    bidPrice: '99.5',
    faceRate: 0,
    cpnFreq: 0,
    dayCount: '30/360',
    issueDate: '20200115',
    maturityDate: '20300115',
  };
  const redemption = { isin: position.isin, bondName: position.bondName, issueCurrency: 'USD', cpnFreq: 0, date: '20300115', nominal: '10000', coupon: '0', redemption: '10000', exCouponDate: null };
  return { asOf: '20250701', positions: empty ? [] : [position], cashFlows: empty ? [] : [redemption] };
}

/** Fund holdings of one EUR fund: 129.63 EUR, cost 120.00. */
export function fundHoldings(empty = false): unknown {
  const holding = {
    fundId: 'US5949181045',
    fundName: '測試歐元基金',
    currency: 'EUR',
    units: '12.3456',
    reservedUnits: '0',
    availableUnits: '12.3456',
    nav: '10.5',
    navDate: '20250630',
    marketValue: '129.63',
    cost: '120.00',
  };
  return { holdings: empty ? [] : [holding] };
}

/** A bond order of the account, as `KGItwBondOrderList` lists it. */
function bondOrder(orderNo: string, state: string, placedAt: string): Record<string, unknown> {
  return {
    orderNo,
    account: '1234567',
    isin: 'US0378331005',
    bondName: '測試債券 1',
    currency: 'USD',
    side: 'B',
    nominal: '10000',
    filledNominal: state === 'FILLED' ? '10000' : '0',
    limitPrice: '99.5',
    validity: 'DAY',
    goodTillDate: '',
    tradeDate: '20250701',
    placedAt,
    updatedAt: placedAt,
    state,
    reason: '',
  };
}

/**
 * The account's bond orders (`KGItwBondOrderList`): one working and one filled on this page; the counts
 * also hold a pre-order on another page, so a working count must read the counts, not the rows.
 */
export function bondOrders(empty = false): unknown {
  const counts = { WORKING: 1, PARTIAL: 0, FILLED: 1, CANCELLED: 0, EXPIRED: 0, REJECTED: 0, PREORDER: 1 };
  if (empty) return { counts: { ...counts, WORKING: 0, FILLED: 0, PREORDER: 0 }, orders: [], page: 1, totalPages: 1, total: 0 };
  return {
    counts,
    orders: [bondOrder('B250701000002', 'WORKING', '2025-07-01T10:05:00+08:00'), bondOrder('B250701000001', 'FILLED', '2025-07-01T09:30:00+08:00')],
    page: 1,
    totalPages: 2,
    total: 3,
  };
}

/** The account's fund orders (`KGItwInfFundOrderList`): a subscription waiting for its NAV. */
export function fundOrders(empty = false): unknown {
  const order = {
    orderNo: 'F250701000001',
    account: '1234567',
    fundId: 'US5949181045',
    fundName: '測試歐元基金',
    currency: 'EUR',
    side: 'SUB',
    status: 'PENDING_NAV',
    tradeDate: '20250701',
    navDate: '20250702',
    amount: '1000.00',
    fee: '15.00',
    total: '1015.00',
    units: '',
    nav: '',
    placedAt: '2025-07-01T10:10:00+08:00',
  };
  return { orders: empty ? [] : [order] };
}

/** The account's stock positions (`KGItwInfStockHoldings`): 10 Apple shares, USD 2,000.00 (TWD 64,246.80 at 32.1234). */
export function stockHoldings(empty = false): unknown {
  const position = {
    symbol: 'AAPL.US',
    market: 'US',
    code: 'AAPL',
    name: '蘋果',
    currency: 'USD',
    quantity: 10,
    reservedQuantity: 0,
    availableQuantity: 10,
    averageCost: '190.0000',
    cost: '1900.00',
    lastPrice: '200',
    marketValue: '2000.00',
    unrealised: '100.00',
    priceTime: '2025-07-01T21:45:00+08:00',
  };
  return { positions: empty ? [] : [position] };
}

/** The account's stock orders (`KGItwInfStockOrderList`): a limit buy still working. */
export function stockOrders(empty = false): unknown {
  const order = {
    orderNo: 'S250701000001',
    account: '1234567',
    symbol: 'AAPL.US',
    market: 'US',
    code: 'AAPL',
    name: '蘋果',
    currency: 'USD',
    settlementCurrency: 'USD',
    side: 'B',
    orderType: 'LIMIT',
    quantity: 5,
    filledQuantity: 0,
    limitPrice: '195',
    averagePrice: '',
    commission: '0.00',
    settlementAmount: '990.00',
    validity: 'DAY',
    goodTillDate: '',
    tradeDate: '20250701',
    placedAt: '2025-07-01T09:00:00+08:00',
    updatedAt: '2025-07-01T09:00:00+08:00',
    state: 'WORKING',
    reason: '',
  };
  return { orders: empty ? [] : [order] };
}
