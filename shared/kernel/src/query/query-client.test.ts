import { startConnectionLost } from '../session/connection-lost';
import { writeAuthVerify } from '../session/session-storage';
import { closeModal, resetModal } from '../stores/modal.store';
import { queryClient, resetServerState } from './query-client';

/** A customer's cached answer (the key's shape is a product's business; any key will do). */
const cartKey = ['saved-list', 'cart', 'A123456789', '1234567'] as const;

afterEach(() => {
  resetServerState();
  resetModal();
});

describe('the query client', () => {
  it('forgets the customer’s answers once the connection-lost flow sends them to log in again', () => {
    writeAuthVerify({
      token: 't',
      postData: { idno: 'A123456789', apver: '', applytype: '', stock: '', dirpack: '' },
      userData: { name: '王小明', accounts: [{ account: '1234567', name: '台北' }], isMobile: 'N' },
    });
    queryClient.setQueryData(cartKey, [{ isin: 'US0000000001' }]);
    startConnectionLost({ assign: () => undefined, replace: () => undefined });
    expect(queryClient.getQueryData(cartKey)).toHaveLength(1);
    closeModal('positive');
    expect(queryClient.getQueryData(cartKey)).toBeUndefined();
  });

  it('does not retry a failed query on its own (the API client retries within its time budget)', async () => {
    let calls = 0;
    await expect(
      queryClient.fetchQuery({
        queryKey: ['probe'],
        queryFn: () => {
          calls += 1;
          throw new Error('down');
        },
      }),
    ).rejects.toThrow('down');
    expect(calls).toBe(1);
  });
});
