import { Decimal, decimalPlaces, divideHalfUp, roundHalfUp, toNumber } from './decimal';

describe('decimal helpers', () => {
  it('rounds half-up, ties away from zero, exactly', () => {
    expect(roundHalfUp('110.00055', 3).toString()).toBe('110.001');
    expect(roundHalfUp('89.99955', 3).toString()).toBe('90');
    expect(roundHalfUp('2.675', 2).toString()).toBe('2.68'); // 2.675 as a double is 2.67499…
    expect(roundHalfUp('-1.005', 2).toString()).toBe('-1.01');
    expect(roundHalfUp('1234.5', 0).toString()).toBe('1235');
  });

  it('turns a decimal into the number its literal gives', () => {
    expect(toNumber(new Decimal('110.001'))).toBe(110.001);
    expect(toNumber(new Decimal('0.1').plus('0.2'))).toBe(0.3);
    expect(toNumber(new Decimal('-0'))).toBe(0);
  });

  it('divides to 40 decimals', () => {
    expect(new Decimal(1).div(3).toFixed()).toBe(`0.${'3'.repeat(40)}`);
  });

  it('divides and rounds half-up once, to the decimals asked', () => {
    expect(divideHalfUp(2, 3, 6).toString()).toBe('0.666667');
    expect(divideHalfUp(1, 8, 2).toString()).toBe('0.13'); // 0.125: a tie goes up
    expect(divideHalfUp(1, 8, 3).toString()).toBe('0.125');
    expect(divideHalfUp(1, 3, 2).div(7).toFixed(40)).toBe(new Decimal('0.33').div(7).toFixed(40)); // the result divides to 40 decimals again
  });

  it('counts decimal places without trailing zeros', () => {
    expect(decimalPlaces(new Decimal('1.230'))).toBe(2);
    expect(decimalPlaces(new Decimal('100'))).toBe(0);
    expect(decimalPlaces(new Decimal('1e-7'))).toBe(7);
    expect(decimalPlaces(new Decimal('1e21'))).toBe(0);
  });

  it('keeps the global Big settings untouched', async () => {
    const { default: Big } = await import('big.js');
    expect(Big.DP).toBe(20);
    expect(Decimal.DP).toBe(40);
  });
});
