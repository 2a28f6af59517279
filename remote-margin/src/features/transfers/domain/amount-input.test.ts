import fc from 'fast-check';
import { MINOR_UNITS, type MarginCurrency } from 'shared/money';
import { formatAmount } from 'shared';
import { amountOverLimits, parseAmountInput } from './amount-input';

describe('reading an amount the customer typed or pasted (rule MRG-4)', () => {
  it('accepts pasted text with thousands separators as the plain amount', () => {
    expect(parseAmountInput('1,000.50', 'deposit', 'USD')).toEqual({ ok: true, amount: '1000.5' });
    expect(parseAmountInput('  12,345,678 ', 'deposit', 'TWD')).toEqual({ ok: true, amount: '12345678' });
    expect(parseAmountInput('１，０００．５', 'deposit', 'USD')).toEqual({ ok: true, amount: '1000.5' });
    expect(parseAmountInput('0500', 'withdrawal', 'JPY')).toEqual({ ok: true, amount: '500' });
    expect(parseAmountInput('100.00', 'withdrawal', 'TWD')).toEqual({ ok: true, amount: '100' });
    // read as every number field of the product reads it (shared's readNumberInput): .5 is half a dollar
    expect(parseAmountInput('.5', 'deposit', 'USD')).toEqual({ ok: true, amount: '0.5' });
  });

  it('refuses each kind of bad input with its reason', () => {
    const message = (text: string, action: 'deposit' | 'withdrawal' = 'deposit', currency: MarginCurrency = 'USD') => {
      const result = parseAmountInput(text, action, currency);
      return result.ok ? null : result.message;
    };
    expect(message('')).toBe('請輸入金額');
    expect(message('   ')).toBe('請輸入金額');
    expect(message('0')).toBe('金額必須大於 0');
    expect(message('0.00')).toBe('金額必須大於 0');
    expect(message('-100')).toBe('金額不可為負數');
    expect(message('1.005')).toBe('USD 金額最多 2 位小數');
    expect(message('1.5', 'deposit', 'JPY')).toBe('JPY 入金金額須為整數');
    expect(message('100.5', 'withdrawal', 'TWD')).toBe('新台幣 出金金額須為整數');
    for (const text of ['abc', '1e5', 'US$100', '1,00', '1,0000', '1.2.3', '12a', '1 000', '∞']) {
      expect(message(text)).toBe('請輸入數字金額，例如 1,000.50');
    }
  });

  it('checks the amount against the available balance and the daily limit', () => {
    const limits = { available: '31672.15', room: '100000', decimals: 2, currency: 'USD' as const };
    expect(amountOverLimits('31672.15', limits)).toBeNull();
    expect(amountOverLimits('31672.16', limits)).toBe('超過可用餘額（USD 31,672.15）');
    expect(amountOverLimits('200000', { ...limits, available: null })).toBe('超過今日 USD 轉帳限額，今日尚可轉帳 100,000.00');
  });

  it('reads back every amount it formats (property)', () => {
    const currencies: MarginCurrency[] = ['TWD', 'USD', 'JPY', 'ZAR'];
    fc.assert(
      fc.property(fc.constantFrom(...currencies), fc.bigInt({ min: 1n, max: 10n ** 14n }), (currency, units) => {
        const decimals = MINOR_UNITS[currency];
        const amount = decimals === 0 ? units.toString() : `${(units / 100n).toString()}.${(units % 100n).toString().padStart(2, '0')}`;
        const expected = amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount;
        if (expected === '0') return;
        expect(parseAmountInput(formatAmount(amount, currency), 'deposit', currency)).toEqual({ ok: true, amount: expected });
      }),
      { numRuns: 300 },
    );
  });
});
