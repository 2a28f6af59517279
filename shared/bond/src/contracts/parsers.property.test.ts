import fc from 'fast-check';
import { ApiError } from 'shared/contracts';
import { parseAuthVerifyAnswer, type AuthVerifyData } from 'shared/contracts';
import type { Bond } from '.';
import { COUPON_FREQUENCIES, CREDIT_RATINGS, CURRENCY_OPTIONS, DAY_COUNT_OPTIONS, INVESTOR_RESTRICTION_OPTIONS, RATING_AGENCY_OPTIONS, STOCK_CLASS_OPTIONS } from '.';
import { PRODUCT_RISK_GRADE_OPTIONS } from '@shared/account/contracts';
import { optionValues } from 'shared/contracts';
import { parseEnvelope } from 'shared/contracts';
import { DataKind, type CartItem } from '.';
import { parseFavoritesAnswer } from '.';
import { parseCustomerProfileAnswer, type CustomerProfile } from '@shared/account/contracts';
import { parseFeeScheduleAnswer, type FeeSchedule } from '.';
import { isinCheckDigit } from 'shared/contracts';
import { parseSymbolListAnswer } from '.';

const PARSERS: Record<string, (json: unknown) => unknown> = {
  parseEnvelope,
  parseSymbolListAnswer,
  parseFavoritesAnswer5: (json) => parseFavoritesAnswer(json, DataKind.Favorites),
  parseFavoritesAnswer3: (json) => parseFavoritesAnswer(json, DataKind.Cart),
  parseAuthVerifyAnswer,
  parseFeeScheduleAnswer,
  parseCustomerProfileAnswer,
};

/** Runs a parser and fails the property if it throws anything but an ApiError. */
function onlyApiErrors(parse: (json: unknown) => unknown, json: unknown): void {
  try {
    parse(json);
  } catch (error) {
    if (!(error instanceof ApiError)) throw new Error(`threw a non-ApiError: ${String(error)}`);
  }
}

/** JSON as it arrives over the wire: `-0` becomes `0`, and so on. */
function wire<T>(value: T): unknown {
  return JSON.parse(JSON.stringify(value));
}

/** Every path into a JSON value, for targeted corruption. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(value)) value.forEach((item: unknown, index) => out.push(...paths(item, [...prefix, index])));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) out.push(...paths(item, [...prefix, key]));
  }
  return out;
}

/** A copy of `value` with the node at `path` replaced. */
function replaceAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) return value.map((item: unknown, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === head ? replaceAt(item, rest, replacement) : item]));
  }
  return value;
}

const isinArb = fc
  .tuple(fc.stringMatching(/^[A-Z]{2}$/), fc.stringMatching(/^[0-9A-Z]{9}$/))
  .map(([country, rest]) => `${country}${rest}${isinCheckDigit(country + rest)}`);

const dateArb = fc
  .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2080, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10).replace(/-/g, ''));

const num = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });
const positive = fc.double({ min: 1e-6, max: 1e6, noNaN: true, noDefaultInfinity: true });

const bondArb: fc.Arbitrary<Bond> = fc
  .record({
    isin: isinArb,
    bondName: fc.string(),
    bondNameEn: fc.string(),
    issuerName: fc.string(),
    issuerNameEn: fc.string(),
    issuerCountry: fc.stringMatching(/^[A-Z]{2}$/),
    issueCurrency: fc.constantFrom(...optionValues(CURRENCY_OPTIONS)),
    stockClass: fc.constantFrom(...optionValues(STOCK_CLASS_OPTIONS)),
    faceRate: num,
    cpnFreq: fc.constantFrom(...COUPON_FREQUENCIES),
    issueDate: dateArb,
    maturityDate: dateArb,
    remainingTerm: num,
    callable: fc.boolean(),
    callDate: dateArb,
    creditRating: fc.constantFrom(...CREDIT_RATINGS),
    ratingAgency: fc.constantFrom(...optionValues(RATING_AGENCY_OPTIONS)),
    investorRestriction: fc.constantFrom(...optionValues(INVESTOR_RESTRICTION_OPTIONS)),
    ProductRiskGrade: fc.constantFrom(...optionValues(PRODUCT_RISK_GRADE_OPTIONS)),
    faceValue: num,
    faceValueIncrement: num,
    dayCount: fc.constantFrom(...optionValues(DAY_COUNT_OPTIONS)),
    refPriceBuyNumber: num,
    refPriceSellNumber: num,
    accruedInterest: num,
    dYtm: num,
    dYtc: num,
    priceDate: dateArb,
  })
  .map((bond) => (bond.callable ? bond : { ...bond, callDate: null, dYtc: null }));

const cartItemArb: fc.Arbitrary<CartItem> = fc.record(
  { isin: isinArb, faceValue: positive, price: positive, selectCurrency: fc.string() },
  { requiredKeys: ['isin'] },
);

const accountArb = fc.stringMatching(/^O {4}[0-9]{7}$/);

const authArb: fc.Arbitrary<AuthVerifyData> = fc.record({
  token: fc.string({ minLength: 1 }),
  postData: fc.record({ idno: fc.string(), apver: fc.string(), applytype: fc.string(), stock: fc.string(), dirpack: fc.string() }),
  userData: fc.record({
    name: fc.string(),
    accounts: fc.array(fc.record({ account: fc.string(), name: fc.string() }), { maxLength: 4 }),
    isMobile: fc.constantFrom<'Y' | 'N'>('Y', 'N'),
  }),
});

const feeArb: fc.Arbitrary<FeeSchedule> = fc.record({
  effectiveDate: dateArb,
  feeList: fc.array(
    fc.record({
      currency: fc.constantFrom(...optionValues(CURRENCY_OPTIONS)),
      custodyFeeRate: fc.double({ min: 0, max: 10, noNaN: true }),
      custodyFeeMin: fc.double({ min: 0, max: 1e5, noNaN: true }),
      settlementDays: fc.integer({ min: 0, max: 10 }),
    }),
    { maxLength: 8 },
  ),
});

const profileArb: fc.Arbitrary<CustomerProfile> = fc.record({
  investorClass: fc.constantFrom<'PRO' | 'GEN'>('PRO', 'GEN'),
  riskType: fc.constantFrom<'C' | 'M' | 'A'>('C', 'M', 'A'),
  kycExpiry: dateArb,
  w8benOnFile: fc.boolean(),
  w8benExpiry: fc.oneof(dateArb, fc.constant('')),
  accounts: fc.array(
    fc.record({
      account: fc.stringMatching(/^[0-9]{7}$/),
      branch: fc.string(),
      openDate: dateArb,
      settlementAccounts: fc.array(fc.record({ currency: fc.stringMatching(/^[A-Z]{3}$/), bankName: fc.string(), bankAccountMasked: fc.string() }), {
        maxLength: 3,
      }),
    }),
    { maxLength: 2 },
  ),
  agreements: fc.array(fc.record({ name: fc.string(), signedDate: dateArb }), { maxLength: 3 }),
});

const symbolAnswerArb = fc.array(bondArb, { maxLength: 5 }).map((datas) => ({ StatusCode: '0', Data: { datas } }));
const favouritesAnswerArb = fc
  .tuple(fc.array(fc.tuple(accountArb, fc.array(isinArb, { maxLength: 5 })), { maxLength: 2 }), fc.nat())
  .map(([entries, Version]) => ({
    StatusCode: '0',
    Data: { CarList: entries.map(([Account, isinList]) => ({ Account, DataContent: JSON.stringify({ isinList }) })), Version },
  }));
const cartAnswerArb = fc
  .tuple(fc.array(fc.tuple(accountArb, fc.array(cartItemArb, { maxLength: 4 })), { maxLength: 2 }), fc.nat())
  .map(([entries, Version]) => ({
    StatusCode: '0',
    Data: { CarList: entries.map(([Account, carDataList]) => ({ Account, DataContent: JSON.stringify({ carDataList }) })), Version },
  }));

describe('answer parsers under arbitrary input', () => {
  it.each(Object.entries(PARSERS))('%s throws nothing but ApiError for any JSON value', (_name, parse) => {
    fc.assert(fc.property(fc.jsonValue(), (json) => onlyApiErrors(parse, json)), { numRuns: 500 });
  });

  it.each(Object.entries(PARSERS))('%s throws nothing but ApiError for a success envelope around any Data', (_name, parse) => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom('0', 0, '9002', '4030'), (data, code) => onlyApiErrors(parse, { StatusCode: code, Data: data })),
      { numRuns: 300 },
    );
  });

  const corruptible: [string, fc.Arbitrary<unknown>, (json: unknown) => unknown][] = [
    ['symbol list', symbolAnswerArb, parseSymbolListAnswer],
    ['favourites', favouritesAnswerArb, (json) => parseFavoritesAnswer(json, DataKind.Favorites)],
    ['cart', cartAnswerArb, (json) => parseFavoritesAnswer(json, DataKind.Cart)],
    ['auth verify', authArb.map((Data) => ({ StatusCode: '0', Data })), parseAuthVerifyAnswer],
    ['fee schedule', feeArb.map((Data) => ({ StatusCode: '0', Data })), parseFeeScheduleAnswer],
    ['customer profile', profileArb.map((Data) => ({ StatusCode: '0', Data })), parseCustomerProfileAnswer],
  ];

  it.each(corruptible)('%s: a valid answer with one node replaced by any JSON still throws only ApiError', (_name, answerArb, parse) => {
    fc.assert(
      fc.property(answerArb.map(wire), fc.nat(), fc.jsonValue(), (answer, pick, replacement) => {
        const all = paths(answer);
        const path = all[pick % all.length] ?? [];
        onlyApiErrors(parse, replaceAt(answer, path, replacement));
      }),
      { numRuns: 300 },
    );
  });

  it('treats a DataContent that is not JSON, or JSON of the wrong shape, as malformed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue().map((value) => JSON.stringify(value))), (text) => {
        const answer = { StatusCode: '0', Data: { CarList: [{ Account: 'O    1234567', DataContent: text }], Version: 1 } };
        for (const kind of [DataKind.Favorites, DataKind.Cart] as const) {
          try {
            parseFavoritesAnswer(answer, kind);
          } catch (error) {
            expect(error).toBeInstanceOf(ApiError);
            expect(error).toMatchObject({ kind: 'malformed' });
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('answer parsers on valid answers', () => {
  it('round-trips the symbol list', () => {
    fc.assert(
      fc.property(symbolAnswerArb.map(wire), (answer) => {
        const parsed = parseSymbolListAnswer(answer);
        expect(wire({ StatusCode: '0', Data: { datas: parsed } })).toEqual(answer);
      }),
    );
  });

  it('round-trips favourites and cart, parsing the DataContent string', () => {
    fc.assert(
      fc.property(favouritesAnswerArb.map(wire), (answer) => {
        const parsed = parseFavoritesAnswer(answer, DataKind.Favorites);
        const rebuilt = {
          StatusCode: '0',
          Data: { CarList: parsed.lists.map((entry) => ({ Account: entry.account, DataContent: JSON.stringify(entry.content) })), Version: parsed.version },
        };
        expect(rebuilt).toEqual(answer);
      }),
    );
    fc.assert(
      fc.property(cartAnswerArb.map(wire), (answer) => {
        const parsed = parseFavoritesAnswer(answer, DataKind.Cart);
        const rebuilt = {
          StatusCode: '0',
          Data: { CarList: parsed.lists.map((entry) => ({ Account: entry.account, DataContent: JSON.stringify(entry.content) })), Version: parsed.version },
        };
        expect(wire(rebuilt)).toEqual(wire(answer));
      }),
    );
  });

  it('round-trips auth verify and the fee schedule', () => {
    fc.assert(fc.property(authArb.map(wire), (data) => expect(parseAuthVerifyAnswer({ StatusCode: '0', Data: data })).toEqual(data)));
    fc.assert(fc.property(feeArb.map(wire), (data) => expect(wire(parseFeeScheduleAnswer({ StatusCode: '0', Data: data }))).toEqual(data)));
  });

  it('drops unknown fields of a bond instead of passing them on', () => {
    fc.assert(
      fc.property(bondArb, (bond) => {
        const [parsed] = parseSymbolListAnswer({ StatusCode: '0', Data: { datas: [{ ...bond, extra: 1 }] } });
        expect(parsed).not.toHaveProperty('extra');
      }),
      { numRuns: 50 },
    );
  });

  it('names the broken field in the malformed message: a bond field, a cart line inside DataContent', () => {
    const datas = fc.sample(bondArb.map(wire), 4) as Record<string, unknown>[];
    const broken = datas.map((bond, index) => (index === 3 ? { ...bond, isin: 'US0378331006' } : bond));
    expect(() => parseSymbolListAnswer({ StatusCode: '0', Data: { datas: broken } })).toThrow(
      expect.objectContaining({ kind: 'malformed', message: expect.stringContaining('（Data.datas[3].isin）') as unknown }),
    );
    const cart = JSON.stringify({ carDataList: [{ isin: 'US0378331005' }, { isin: 'US0378331005', price: '98' }] });
    const answer = { StatusCode: '0', Data: { CarList: [{ Account: 'O    1234567', DataContent: cart }], Version: 1 } };
    expect(() => parseFavoritesAnswer(answer, DataKind.Cart)).toThrow(
      expect.objectContaining({ message: expect.stringContaining('（Data.CarList[0].DataContent.carDataList[1].price）') as unknown }),
    );
  });

  it('turns a non-zero StatusCode into the typed error of its kind', () => {
    expect(() => parseSymbolListAnswer({ StatusCode: '9002', Message: 'x' })).toThrow(expect.objectContaining({ kind: 'session' }));
    expect(() => parseFavoritesAnswer({ StatusCode: '4030' }, DataKind.Cart)).toThrow(expect.objectContaining({ kind: 'permission' }));
    expect(() => parseFeeScheduleAnswer({ StatusCode: '4040' })).toThrow(expect.objectContaining({ kind: 'business' }));
  });
});
