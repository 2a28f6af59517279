import fc from 'fast-check';
import { isinCheckDigit, isValidIsin } from './isin';

describe('ISIN check digit (ISO 6166)', () => {
  it.each([
    ['US0378331005', 'Apple'],
    ['US5949181045', 'Microsoft'],
    ['AU0000XVGZA3', 'letters inside the body'],
    ['GB0002634946', 'BAE Systems'],
    ['DE0001102580', 'a German Bund'],
    ['XS2314659447', 'a Eurobond'],
    ['JP3633400001', 'Toyota'],
  ])('accepts %s (%s)', (isin) => {
    expect(isValidIsin(isin)).toBe(true);
    expect(isinCheckDigit(isin.slice(0, 11))).toBe(Number(isin.charAt(11)));
  });

  it('rejects a wrong check digit, lower case, wrong length and bad characters', () => {
    expect(isValidIsin('US0378331006')).toBe(false);
    expect(isValidIsin('us0378331005')).toBe(false);
    expect(isValidIsin('US037833100')).toBe(false);
    expect(isValidIsin('US03783310055')).toBe(false);
    expect(isValidIsin('U10378331005')).toBe(false);
    expect(isValidIsin('US03783310-5')).toBe(false);
    expect(() => isinCheckDigit('US037833100-')).toThrow(RangeError);
  });

  it('catches every single-character change and every swap of adjacent digits that Luhn can catch', () => {
    const body = fc.tuple(
      fc.stringMatching(/^[A-Z]{2}$/),
      fc.stringMatching(/^[0-9A-Z]{9}$/),
    ).map(([country, rest]) => country + rest);
    fc.assert(
      fc.property(body, fc.integer({ min: 2, max: 10 }), fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), (b, position, replacement) => {
        const isin = `${b}${isinCheckDigit(b)}`;
        expect(isValidIsin(isin)).toBe(true);
        const changed = isin.slice(0, position) + replacement + isin.slice(position + 1);
        if (changed === isin) return;
        // A digit changed to another digit is always caught by Luhn; letters expand to two digits and may collide.
        if (/[0-9]/.test(isin.charAt(position)) && /[0-9]/.test(replacement)) expect(isValidIsin(changed)).toBe(false);
      }),
    );
  });
});
