import fc from 'fast-check';
import { priceBand } from './price-band';

/** The band computed independently, in integers: `tenThousandths` is the price × 10,000. */
function referenceBand(tenThousandths: bigint): { max: number; min: number } {
  // price × 1.1 in units of 1e-5 is 11 × tenThousandths; half-up to 1e-3 is (x + 50) / 100 (floored).
  const toNumber = (thousandths: bigint): number => Number(`${thousandths / 1000n}.${String(thousandths % 1000n).padStart(3, '0')}`);
  return { max: toNumber((11n * tenThousandths + 50n) / 100n), min: toNumber((9n * tenThousandths + 50n) / 100n) };
}

/** A price with up to 4 decimals, as the number its decimal literal gives. */
const priceOf = (tenThousandths: number): number => Number(`${Math.trunc(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`);

describe('priceBand', () => {
  it('is 1.1 and 0.9 times the reference buy price, 3 decimals', () => {
    expect(priceBand(100)).toEqual({ max: 110, min: 90 });
    expect(priceBand(98.765)).toEqual({ max: 108.642, min: 88.889 }); // 108.6415 ↑, 88.8885 ↑
    expect(priceBand(101.25)).toEqual({ max: 111.375, min: 91.125 });
  });

  it('rounds half-up exactly, without binary drift', () => {
    // 100.0005 × 1.1 = 110.00055 → 110.001; × 0.9 = 90.00045 → 90.000
    expect(priceBand(100.0005).max).toBe(110.001);
    expect(priceBand(100.0005).min).toBe(90);
    // 99.9995 × 0.9 = 89.99955 → 90.000; × 1.1 = 109.99945 → 109.999
    expect(priceBand(99.9995)).toEqual({ max: 109.999, min: 90 });
    expect(priceBand(1.0005).max).toBe(1.101); // 1.10055 → 1.101
    // ties where binary floating point drifts below the half: 0.9 × 90.335 is 81.30149999999999 in
    // doubles, 0.9 × 0.565 is 0.5084999…; exact decimal arithmetic rounds both up
    expect(Math.round(0.9 * 90.335 * 1000) / 1000).toBe(81.301);
    expect(priceBand(90.335).min).toBe(81.302);
    expect(priceBand(0.565)).toEqual({ max: 0.622, min: 0.509 });
    expect(priceBand(1.005).min).toBe(0.905); // 0.9045, a tie
  });

  it('returns the exact decimal numbers', () => {
    const { max, min } = priceBand(100.0005);
    expect(String(max)).toBe('110.001');
    expect(String(min)).toBe('90');
    expect(String(priceBand(87.6543).max)).toBe('96.42');
    expect(String(priceBand(87.6543).min)).toBe('78.889');
  });

  it('gives 0 for 0 and refuses negative or non-finite prices', () => {
    expect(priceBand(0)).toEqual({ max: 0, min: 0 });
    expect(() => priceBand(-1)).toThrow(RangeError);
    expect(() => priceBand(Number.NaN)).toThrow(RangeError);
    expect(() => priceBand(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('may leave out a reference price below 0.005 (3-decimal rounding)', () => {
    expect(priceBand(0.0004)).toEqual({ max: 0, min: 0 });
    expect(priceBand(0.005)).toEqual({ max: 0.006, min: 0.005 });
  });

  describe('properties', () => {
    it('matches an integer computation of the band for any price with up to 4 decimals', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 100_000_000 }), (n) => {
          expect(priceBand(priceOf(n))).toEqual(referenceBand(BigInt(n)));
        }),
        { numRuns: 2000 },
      );
    });

    it('contains the reference price (min ≤ ref ≤ max) for any price ≥ 0.005 with up to 4 decimals', () => {
      fc.assert(
        fc.property(fc.integer({ min: 50, max: 100_000_000 }), (n) => {
          const ref = priceOf(n);
          const { max, min } = priceBand(ref);
          expect(min).toBeLessThanOrEqual(ref);
          expect(ref).toBeLessThanOrEqual(max);
        }),
        { numRuns: 2000 },
      );
    });

    it('has min ≤ max, each with at most 3 decimals, for any positive price', () => {
      fc.assert(
        fc.property(fc.double({ min: 1e-6, max: 1e6, noNaN: true }), (ref) => {
          const { max, min } = priceBand(ref);
          expect(min).toBeLessThanOrEqual(max);
          for (const bound of [max, min]) expect(String(bound)).toMatch(/^\d+(\.\d{1,3})?$/);
        }),
        { numRuns: 2000 },
      );
    });
  });
});
