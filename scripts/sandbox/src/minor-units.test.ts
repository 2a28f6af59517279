import { MARGIN_CURRENCIES, MINOR_UNITS } from 'shared/money';
import { MARKET_FACTS } from '@shared/stock/market';
import { amountDecimals } from '@shared/fund/contracts';
import { MINOR_UNIT_DIGITS, TWD_ESTIMATE_DIGITS, minorUnitDigits } from 'shared/money';

describe('the one table of minor units', () => {
  it('is whole yen and cents for every other currency, TWD included, and for a currency it does not name', () => {
    expect(minorUnitDigits('JPY')).toBe(0);
    for (const currency of ['TWD', 'USD', 'EUR', 'GBP', 'AUD', 'NZD', 'ZAR', 'CNY', 'CNH', 'HKD', 'XYZ']) expect(minorUnitDigits(currency)).toBe(2);
    expect(TWD_ESTIMATE_DIGITS).toBe(0);
  });

  it('is what the margin ledger, the fund rules and the stock markets round to', () => {
    for (const currency of MARGIN_CURRENCIES) {
      expect(MINOR_UNITS[currency]).toBe(MINOR_UNIT_DIGITS[currency]);
      expect(amountDecimals(currency)).toBe(minorUnitDigits(currency));
    }
    for (const facts of Object.values(MARKET_FACTS)) expect(facts.currencyDecimals).toBe(minorUnitDigits(facts.currency));
  });
});
