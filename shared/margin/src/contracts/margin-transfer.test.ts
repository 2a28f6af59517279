import { moneyInTransit, type MarginTransfer } from './margin-transfer';

const base: MarginTransfer = {
  transferNo: 'MT1',
  action: 'deposit',
  currency: 'USD',
  amount: '500',
  toCurrency: '',
  toAmount: '',
  rate: null,
  fee: '0',
  status: 'accepted',
  reason: '',
  submittedAt: '2026-11-27T09:00:00+08:00',
  batchDate: '20261127',
  batchCutoff: '10:30',
  nextBusinessDay: false,
  bankAccountMasked: '****5678',
};

describe('money in transit (rule MRG-11)', () => {
  it('gives a leg per currency moved by a transfer still 受理中 or 處理中: in for a 入金 and the currency bought, out for a 出金 and the currency sold', () => {
    const transfers: MarginTransfer[] = [
      { ...base, transferNo: 'MT4', action: 'fx', currency: 'USD', amount: '100', toCurrency: 'TWD', toAmount: '3222.32', rate: { base: 'USD', quote: 'TWD', price: '32.2232' }, status: 'processing' },
      { ...base, transferNo: 'MT3', action: 'withdrawal', currency: 'TWD', amount: '1000' },
      { ...base, transferNo: 'MT2' },
    ];
    expect(moneyInTransit(transfers).map((leg) => [leg.transferNo, leg.currency, leg.amount, leg.direction, leg.status])).toEqual([
      ['MT4', 'USD', '100', 'out', 'processing'],
      ['MT4', 'TWD', '3222.32', 'in', 'processing'],
      ['MT3', 'TWD', '1000', 'out', 'accepted'],
      ['MT2', 'USD', '500', 'in', 'accepted'],
    ]);
  });

  it('leaves out what moves nothing more: completed, returned and cancelled transfers', () => {
    const done = (['completed', 'returned', 'cancelled'] as const).map((status) => ({ ...base, status }));
    expect(moneyInTransit(done)).toEqual([]);
  });
});
