import { minorUnitDigits, roundToMinorUnit } from './minor-unit-digits';

describe('minorUnitDigits', () => {
  it('is 0 for JPY and 2 for the other bond currencies', () => {
    expect(minorUnitDigits('JPY')).toBe(0);
    for (const currency of ['USD', 'EUR', 'GBP', 'AUD', 'NZD', 'CNH', 'ZAR']) expect(minorUnitDigits(currency)).toBe(2);
  });

  it('rounds half-up to the minor unit', () => {
    expect(roundToMinorUnit('1234.5', 'JPY').toString()).toBe('1235');
    expect(roundToMinorUnit('1234.49', 'JPY').toString()).toBe('1234');
    expect(roundToMinorUnit('987.655', 'USD').toString()).toBe('987.66');
    expect(roundToMinorUnit('1.005', 'EUR').toString()).toBe('1.01');
    expect(roundToMinorUnit(1.005, 'EUR').toString()).toBe('1.01'); // the number is read as its decimal
  });
});
