import { tradeDateAt } from './trade-calendar';

const taipei = (iso: string) => Date.parse(`${iso}+08:00`);

describe('tradeDateAt (rule ORD-11)', () => {
  it('trades today before the cut-off on a business day', () => {
    expect(tradeDateAt(taipei('2025-07-01T14:59:59'), '15:00', 'USD')).toEqual({ tradeDate: '20250701', preOrder: false });
  });
  it('makes a pre-order for the next business day after the cut-off, over weekends and holidays', () => {
    // 4 July is a US holiday: a USD bond's order that night trades on Monday 7 July
    expect(tradeDateAt(taipei('2025-07-01T15:00:00'), '15:00', 'USD')).toEqual({ tradeDate: '20250702', preOrder: true });
    expect(tradeDateAt(taipei('2025-07-03T16:00:00'), '15:00', 'USD')).toEqual({ tradeDate: '20250707', preOrder: true });
    expect(tradeDateAt(taipei('2025-07-05T10:00:00'), '15:00', 'USD')).toEqual({ tradeDate: '20250707', preOrder: true });
  });
  it("trades a US bond only on the US bond market's days: not on Good Friday (rule BND-15)", () => {
    expect(tradeDateAt(taipei('2027-03-26T10:00:00'), '15:00', 'USD')).toEqual({ tradeDate: '20270329', preOrder: true });
    expect(tradeDateAt(taipei('2027-03-26T10:00:00'), '15:00', 'EUR')).toEqual({ tradeDate: '20270330', preOrder: true }); // TARGET2 closes Good Friday and Easter Monday
    expect(tradeDateAt(taipei('2027-03-26T10:00:00'), '15:00', 'JPY')).toEqual({ tradeDate: '20270326', preOrder: false });
  });
});
