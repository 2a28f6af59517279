import { cusipCheckDigit } from './cusip';

describe('cusipCheckDigit', () => {
  it.each([
    ['03783310', 0], // Apple common stock 037833100
    ['59491810', 4], // Microsoft 594918104
    ['91282CJL', 6], // a US Treasury note 91282CJL6
  ])('%s -> %i', (base, digit) => {
    expect(cusipCheckDigit(base)).toBe(digit);
  });

  it('rejects a malformed base', () => {
    expect(() => cusipCheckDigit('abc')).toThrow(RangeError);
  });
});
