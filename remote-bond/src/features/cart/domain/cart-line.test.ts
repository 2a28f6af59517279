import fc from 'fast-check';
import { faceValueRulesOf, toCartLine } from './cart-line';
import { makeTestBond } from '../../../test/make-test-bond';
import { validateFaceValue } from './validate-line';

describe('toCartLine', () => {
  it('builds a line with the band, the minimum face value and the reference price', () => {
    const bond = makeTestBond();
    expect(toCartLine(bond)).toEqual({
      isin: 'US91282CKQ32',
      bond,
      faceValue: 10_000,
      price: 98.765,
      max: 108.642,
      min: 88.889,
      minFaceValue: 10_000,
      selectCurrency: 'USD',
    });
  });

  it('raises the face value to the currency minimum (ZAR 100,000; JPY 1,000,000)', () => {
    const jpy = toCartLine(makeTestBond({ issueCurrency: 'JPY', faceValue: 100_000, faceValueIncrement: 100_000 }));
    expect(jpy).toMatchObject({ minFaceValue: 1_000_000, faceValue: 1_000_000, selectCurrency: 'JPY' });
    const zar = toCartLine(makeTestBond({ issueCurrency: 'ZAR', faceValue: 10_000, faceValueIncrement: 10_000 }));
    expect(zar).toMatchObject({ minFaceValue: 100_000, faceValue: 100_000 });
  });

  it('keeps a bond denomination above the currency minimum as the line minimum', () => {
    const line = toCartLine(makeTestBond({ faceValue: 200_000 }));
    expect(line).toMatchObject({ minFaceValue: 200_000, faceValue: 200_000 });
  });

  it('keeps a valid saved face value and makes an invalid one valid', () => {
    const bond = makeTestBond();
    expect(toCartLine(bond, { faceValue: 50_000 }).faceValue).toBe(50_000);
    expect(toCartLine(bond, { faceValue: 5_000 }).faceValue).toBe(10_000); // raised to the minimum
    expect(toCartLine(bond, { faceValue: 15_500 }).faceValue).toBe(15_000); // down to the grid
    expect(toCartLine(bond, { faceValue: 15_999.5 }).faceValue).toBe(15_000);
    expect(toCartLine(bond, { faceValue: Number.NaN }).faceValue).toBe(10_000);
    expect(toCartLine(bond, { faceValue: -20_000 }).faceValue).toBe(10_000);
    expect(toCartLine(makeTestBond({ faceValueIncrement: 0 }), { faceValue: 12_345.6 }).faceValue).toBe(12_345);
  });

  it('keeps a valid saved price and falls back to the reference price otherwise', () => {
    const bond = makeTestBond();
    expect(toCartLine(bond, { price: 100.5 }).price).toBe(100.5);
    expect(toCartLine(bond, { price: 108.642 }).price).toBe(108.642);
    expect(toCartLine(bond, { price: 120 }).price).toBe(98.765); // outside the band
    expect(toCartLine(bond, { price: 99.1234 }).price).toBe(98.765); // 4 decimals
    expect(toCartLine(bond, { faceValue: 20_000 }).price).toBe(98.765);
  });

  it('gives the face-value rules of a line', () => {
    expect(faceValueRulesOf(toCartLine(makeTestBond({ faceValue: 200_000 })))).toEqual({ minFaceValue: 200_000, increment: 1_000 });
  });

  it('always yields a valid face value at or above the minimum (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('USD', 'JPY', 'ZAR', 'EUR'),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(0, 1, 1_000, 10_000, 100_000),
        fc.option(fc.double({ min: -1e7, max: 1e8, noNaN: true }), { nil: undefined }),
        (issueCurrency, faceValue, faceValueIncrement, savedFace) => {
          const line = toCartLine(makeTestBond({ issueCurrency, faceValue, faceValueIncrement }), { faceValue: savedFace });
          expect(line.faceValue).toBeGreaterThanOrEqual(line.minFaceValue);
          expect(line.minFaceValue).toBeGreaterThanOrEqual(faceValue);
          expect(validateFaceValue(line.faceValue, faceValueRulesOf(line)).ok).toBe(true);
          if (savedFace !== undefined && savedFace >= line.minFaceValue) expect(line.faceValue).toBeLessThanOrEqual(savedFace);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
