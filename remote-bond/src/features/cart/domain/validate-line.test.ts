import fc from 'fast-check';
import { LINE_MESSAGES, validateFaceValue, validateLimitPrice, type FieldValidation } from './validate-line';

const usd = { minFaceValue: 10_000, increment: 10_000 };
const fail = (message: string): FieldValidation => ({ ok: false, message });
const pass = (value: number): FieldValidation => ({ ok: true, value });

describe('validateFaceValue', () => {
  it('accepts whole amounts at or above the minimum on the increment grid', () => {
    expect(validateFaceValue('10000', usd)).toEqual(pass(10_000));
    expect(validateFaceValue('30000', usd)).toEqual(pass(30_000));
    expect(validateFaceValue(50_000, usd)).toEqual(pass(50_000));
  });

  it('accepts thousands separators, surrounding spaces and full-width input', () => {
    expect(validateFaceValue('1,000,000', usd)).toEqual(pass(1_000_000));
    expect(validateFaceValue('  20,000 ', usd)).toEqual(pass(20_000));
    expect(validateFaceValue('\t10000\n', usd)).toEqual(pass(10_000));
    expect(validateFaceValue('２０，０００', usd)).toEqual(pass(20_000));
    expect(validateFaceValue('\u300020000\u3000', usd)).toEqual(pass(20_000));
    expect(validateFaceValue('+20000', usd)).toEqual(pass(20_000));
    expect(validateFaceValue('20000.00', usd)).toEqual(pass(20_000));
  });

  it('asks for a value when empty', () => {
    expect(validateFaceValue('', usd)).toEqual(fail('請輸入面額'));
    expect(validateFaceValue('   ', usd)).toEqual(fail('請輸入面額'));
  });

  it('refuses what is not a number', () => {
    for (const bad of ['abc', '10k', '1e5', '1,00,000', '10,0000', '1,000.000,0', '--1', '.', '-', '10 000', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(validateFaceValue(bad, usd)).toEqual(fail('請輸入數字'));
    }
  });

  it('refuses negatives, decimals and huge amounts', () => {
    expect(validateFaceValue('-10000', usd)).toEqual(fail('面額不得為負數'));
    expect(validateFaceValue('−10,000', usd)).toEqual(fail('面額不得為負數')); // U+2212 minus sign
    expect(validateFaceValue(-10_000, usd)).toEqual(fail('面額不得為負數'));
    expect(validateFaceValue('10000.5', usd)).toEqual(fail('面額須為整數'));
    expect(validateFaceValue(10_000.5, usd)).toEqual(fail('面額須為整數'));
    expect(validateFaceValue('9,007,199,254,750,000', usd)).toEqual(fail('面額超出可輸入範圍'));
  });

  it('refuses amounts below the minimum, naming it with separators', () => {
    expect(validateFaceValue('5000', usd)).toEqual(fail('面額不得低於最低面額 10,000'));
    expect(validateFaceValue('0', usd)).toEqual(fail('面額不得低於最低面額 10,000'));
    expect(validateFaceValue('50,000', { minFaceValue: 100_000, increment: 10_000 })).toEqual(fail('面額不得低於最低面額 100,000'));
    expect(validateFaceValue('900000', { minFaceValue: 1_000_000, increment: 100_000 })).toEqual(fail('面額不得低於最低面額 1,000,000'));
  });

  it('counts multiples of the increment from the minimum', () => {
    expect(validateFaceValue('15000', usd)).toEqual(fail('面額須為 10,000 的整數倍'));
    const odd = { minFaceValue: 15_000, increment: 10_000 };
    expect(validateFaceValue('25000', odd)).toEqual(pass(25_000));
    expect(validateFaceValue('20000', odd)).toEqual(fail('面額須自最低面額 15,000 起，以 10,000 為單位遞增'));
    const usdCorporate = { minFaceValue: 200_000, increment: 1_000 };
    expect(validateFaceValue('201,000', usdCorporate)).toEqual(pass(201_000));
    expect(validateFaceValue('201,500', usdCorporate)).toEqual(fail('面額須為 1,000 的整數倍'));
  });

  it('checks only the minimum when there is no increment', () => {
    expect(validateFaceValue('12345', { minFaceValue: 10_000, increment: 0 })).toEqual(pass(12_345));
  });

  it('accepts exactly the amounts min + k × increment (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (minFaceValue, increment, face) => {
          const result = validateFaceValue(face.toLocaleString('en-US'), { minFaceValue, increment });
          const valid = face >= minFaceValue && (face - minFaceValue) % increment === 0;
          expect(result.ok).toBe(valid);
          if (result.ok) expect(result.value).toBe(face);
        },
      ),
    );
  });
});

describe('validateLimitPrice', () => {
  const band = { min: 90, max: 110.001 };

  it('accepts prices inside the band, bounds included', () => {
    expect(validateLimitPrice('100', band)).toEqual(pass(100));
    expect(validateLimitPrice('90', band)).toEqual(pass(90));
    expect(validateLimitPrice('110.001', band)).toEqual(pass(110.001));
    expect(validateLimitPrice(' 98.765 ', band)).toEqual(pass(98.765));
    expect(validateLimitPrice(98.765, band)).toEqual(pass(98.765));
    expect(validateLimitPrice('100.1000', band)).toEqual(pass(100.1)); // trailing zeros are not decimals
    expect(validateLimitPrice('100.', band)).toEqual(pass(100));
    expect(validateLimitPrice('９９．５', band)).toEqual(pass(99.5));
  });

  it('returns the exact decimal number typed', () => {
    const result = validateLimitPrice('100.003', band);
    expect(result).toEqual(pass(100.003));
  });

  it('refuses prices outside the band, naming it with 3 decimals', () => {
    expect(validateLimitPrice('110.002', band)).toEqual(fail('限價須介於 90.000 與 110.001 之間'));
    expect(validateLimitPrice('89.999', band)).toEqual(fail('限價須介於 90.000 與 110.001 之間'));
    expect(validateLimitPrice('0', band)).toEqual(fail('限價須介於 90.000 與 110.001 之間'));
    expect(validateLimitPrice('1,100', { min: 900, max: 1_100.5 })).toEqual(pass(1_100));
  });

  it('refuses more than 3 decimals, negatives, empty input and non-numbers', () => {
    expect(validateLimitPrice('100.0005', band)).toEqual(fail('限價最多 3 位小數'));
    expect(validateLimitPrice(100.0005, band)).toEqual(fail('限價最多 3 位小數'));
    expect(validateLimitPrice('-100', band)).toEqual(fail('限價不得為負數'));
    expect(validateLimitPrice('', band)).toEqual(fail('請輸入限價'));
    expect(validateLimitPrice('abc', band)).toEqual(fail('請輸入數字'));
    expect(validateLimitPrice('1e2', band)).toEqual(fail('請輸入數字'));
    expect(validateLimitPrice(Number.NaN, band)).toEqual(fail('請輸入數字'));
  });

  it('builds its messages from LINE_MESSAGES', () => {
    expect(LINE_MESSAGES.priceOutOfBand(88.889, 108.642)).toBe('限價須介於 88.889 與 108.642 之間');
    expect(LINE_MESSAGES.faceValueBelowMinimum(1_000_000)).toBe('面額不得低於最低面額 1,000,000');
  });

  it('accepts any 3-decimal price inside the band and refuses any outside (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), (thousandths) => {
        const text = (thousandths / 1000).toFixed(3);
        const price = Number(text);
        const result = validateLimitPrice(text, band);
        expect(result.ok).toBe(price >= 90 && price <= 110.001);
        if (result.ok) expect(result.value).toBe(price);
      }),
    );
  });
});
