import { currencyLabel, formatAmount, formatDecimal, formatMoney, formatPercent, formatQuantity } from './number';

describe('formatDecimal', () => {
  it('groups thousands and fixes decimals', () => {
    expect(formatDecimal(100_000)).toBe('100,000');
    expect(formatDecimal(1_000_000)).toBe('1,000,000');
    expect(formatDecimal(999)).toBe('999');
    expect(formatDecimal(90, 3)).toBe('90.000');
    expect(formatDecimal(110.001, 3)).toBe('110.001');
    expect(formatDecimal(1234.5, 3)).toBe('1,234.500');
    expect(formatDecimal(-1234567.25)).toBe('-1,234,567.25');
    expect(formatDecimal(0)).toBe('0');
    expect(formatDecimal('12345678901234.5678', 2)).toBe('12,345,678,901,234.57');
    expect(formatDecimal('32.2232')).toBe('32.2232');
    expect(formatDecimal('18523.50')).toBe('18,523.50');
    expect(formatDecimal('1.250', undefined, { signed: true })).toBe('+1.250');
    expect(formatDecimal('-0.35', 2, { signed: true })).toBe('-0.35');
    expect(formatDecimal('')).toBe('—');
  });

  it('never writes a negative zero', () => {
    expect(formatDecimal('-0.001', 2)).toBe('0.00');
    expect(formatDecimal('-0')).toBe('0');
  });
});

describe('formatAmount and formatMoney', () => {
  it('round half-up to the minor unit of the currency: whole yen, cents otherwise, NT dollars included', () => {
    expect(formatAmount('1234.5', 'USD')).toBe('1,234.50');
    expect(formatAmount('1234.5', 'JPY')).toBe('1,235');
    expect(formatAmount('12295270.625', 'TWD')).toBe('12,295,270.63');
    expect(formatAmount('0.005', 'EUR')).toBe('0.01');
    expect(formatAmount('-1000', 'ZAR')).toBe('-1,000.00');
    expect(formatAmount(7, 'XYZ')).toBe('7.00');
  });

  it('put the currency before the amount, NT dollars as 新台幣', () => {
    expect(formatMoney('3000', 'USD')).toBe('USD 3,000.00');
    expect(formatMoney('1000000', 'JPY')).toBe('JPY 1,000,000');
    expect(formatMoney('4827681.065', 'TWD')).toBe('新台幣 4,827,681.07');
    expect(formatMoney('96612.4', 'TWD', { decimals: 0 })).toBe('新台幣 96,612');
    expect(currencyLabel('TWD')).toBe('新台幣');
    expect(currencyLabel('AUD')).toBe('AUD');
  });

  it('sign a gain or a loss, and leave zero unsigned', () => {
    expect(formatAmount('1234.5', 'USD', { signed: true })).toBe('+1,234.50');
    expect(formatAmount('-12', 'USD', { signed: true })).toBe('-12.00');
    expect(formatAmount('0.001', 'USD', { signed: true })).toBe('0.00');
    expect(formatAmount('-0.004', 'TWD', { signed: true })).toBe('0.00');
    expect(formatMoney('-500', 'JPY', { signed: true })).toBe('JPY -500');
  });
});

describe('formatPercent', () => {
  it('writes a share or a rate with 2 decimals unless told', () => {
    expect(formatPercent('1.5')).toBe('1.50%');
    expect(formatPercent('28.25', { decimals: 1 })).toBe('28.3%');
    expect(formatPercent(0)).toBe('0.00%');
  });

  it('signs a return', () => {
    expect(formatPercent('12.3', { signed: true })).toBe('+12.30%');
    expect(formatPercent('-1.5', { signed: true })).toBe('-1.50%');
    expect(formatPercent('0', { signed: true })).toBe('0.00%');
  });
});

describe('formatQuantity', () => {
  it('writes what is counted exactly, with its unit', () => {
    expect(formatQuantity(1000, '股')).toBe('1,000 股');
    expect(formatQuantity('1234.5678')).toBe('1,234.5678');
    expect(formatQuantity(12)).toBe('12');
  });
});
