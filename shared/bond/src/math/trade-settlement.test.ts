import { tradeAndSettlement } from './trade-settlement';

const taipei = (iso: string) => Date.parse(`${iso}+08:00`);

describe('tradeAndSettlement (rule BND-16)', () => {
  it('trades today before the cut-off and settles T+n after it', () => {
    expect(tradeAndSettlement(taipei('2025-07-01T10:00:00'), 'USD', '15:00', 1)).toEqual({ tradeDate: '20250701', preOrder: false, settlementDate: '20250702', holidaysKnown: true });
    expect(tradeAndSettlement(taipei('2025-07-01T10:00:00'), 'NZD', '15:00', 2)).toEqual({ tradeDate: '20250701', preOrder: false, settlementDate: '20250703', holidaysKnown: true });
  });

  it('after the cut-off trades and settles from the next business day', () => {
    expect(tradeAndSettlement(taipei('2025-07-01T15:00:00'), 'USD', '15:00', 1)).toEqual({ tradeDate: '20250702', preOrder: true, settlementDate: '20250703', holidaysKnown: true });
    // Thursday 3 July after the cut-off: 4 July is closed, so the trade is on Monday 7 July and settles on the 8th
    expect(tradeAndSettlement(taipei('2025-07-03T16:00:00'), 'USD', '15:00', 1)).toMatchObject({ tradeDate: '20250707', settlementDate: '20250708' });
  });

  it('counts weekdays only past the holiday tables, and says so', () => {
    expect(tradeAndSettlement(taipei('2029-01-08T10:00:00'), 'USD', '15:00', 1)).toEqual({ tradeDate: '20290108', preOrder: false, settlementDate: '20290109', holidaysKnown: false });
  });
});
