import fc from 'fast-check';
import { DEFAULT_MIN_FACE_VALUE, minFaceValueFor, raiseFaceValue } from './min-face-value';

describe('minFaceValueFor', () => {
  it('is 100,000 for ZAR, 1,000,000 for JPY and 10,000 otherwise (rule CRT-5)', () => {
    expect(minFaceValueFor('ZAR')).toBe(100_000);
    expect(minFaceValueFor('JPY')).toBe(1_000_000);
    for (const currency of ['USD', 'EUR', 'GBP', 'AUD', 'NZD', 'CNH', 'XXX']) expect(minFaceValueFor(currency)).toBe(10_000);
    expect(DEFAULT_MIN_FACE_VALUE).toBe(10_000);
  });

  it('is not fooled by names of object properties', () => {
    expect(minFaceValueFor('constructor')).toBe(10_000);
    expect(minFaceValueFor('__proto__')).toBe(10_000);
  });
});

describe('raiseFaceValue', () => {
  it('raises to the minimum and keeps larger values', () => {
    expect(raiseFaceValue(5_000, 10_000)).toBe(10_000);
    expect(raiseFaceValue(10_000, 10_000)).toBe(10_000);
    expect(raiseFaceValue(250_000, 10_000)).toBe(250_000);
    expect(raiseFaceValue(0, 100_000)).toBe(100_000);
    expect(raiseFaceValue(Number.NaN, 1_000_000)).toBe(1_000_000);
  });

  it('never gives less than the minimum, and changes nothing at or above it', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.integer({ min: 0, max: 10_000_000 }), (face, minimum) => {
        const raised = raiseFaceValue(face, minimum);
        expect(raised).toBeGreaterThanOrEqual(minimum);
        if (face >= minimum) expect(raised).toBe(face);
      }),
    );
  });
});
