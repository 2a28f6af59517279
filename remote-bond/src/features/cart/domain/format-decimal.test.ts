import { formatPrice } from './format-decimal';

describe('formatPrice', () => {
  it('shows at least 3 decimals and every decimal beyond them', () => {
    expect(formatPrice(98.5)).toBe('98.500');
    expect(formatPrice(99.9995)).toBe('99.9995');
    expect(formatPrice(1234)).toBe('1,234.000');
  });
});
