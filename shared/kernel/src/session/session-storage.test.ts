import { clearAuthVerify, readAuthVerify, readCustomerSession, readIsMobile, SESSION_KEYS, writeAuthVerify, writeIsMobile } from './session-storage';

const record = {
  token: 'tok',
  postData: { idno: 'A123456789', apver: '', applytype: 'W', stock: '', dirpack: '' },
  userData: { name: '王小明', accounts: [{ account: '1234567', name: '複委託' }], isMobile: 'N' as const },
};

beforeEach(() => sessionStorage.clear());

describe('authVerify record', () => {
  it('round-trips through session storage', () => {
    writeAuthVerify(record);
    expect(readAuthVerify()).toEqual(record);
  });

  it('reads a tampered or partial entry as absent', () => {
    sessionStorage.setItem(SESSION_KEYS.authVerify, '{not json');
    expect(readAuthVerify()).toBeUndefined();
    sessionStorage.setItem(SESSION_KEYS.authVerify, JSON.stringify({ token: '', postData: record.postData }));
    expect(readAuthVerify()).toBeUndefined();
    sessionStorage.setItem(SESSION_KEYS.authVerify, JSON.stringify({ token: 't', postData: { idno: 1 } }));
    expect(readAuthVerify()).toBeUndefined();
  });

  it('is gone after clearAuthVerify', () => {
    writeAuthVerify(record);
    clearAuthVerify();
    expect(readAuthVerify()).toBeUndefined();
  });
});

describe('readCustomerSession', () => {
  it('is the record when it has a token and an id', () => {
    writeAuthVerify(record);
    expect(readCustomerSession()).toEqual(record);
  });

  it('is absent without a record or without an id', () => {
    expect(readCustomerSession()).toBeUndefined();
    writeAuthVerify({ ...record, postData: { ...record.postData, idno: '' } });
    expect(readAuthVerify()).toBeDefined();
    expect(readCustomerSession()).toBeUndefined();
  });
});

describe('isMobile', () => {
  it('stores Y or N', () => {
    writeIsMobile(true);
    expect(sessionStorage.getItem('isMobile')).toBe('Y');
    expect(readIsMobile()).toBe(true);
    writeIsMobile(false);
    expect(readIsMobile()).toBe(false);
  });
});
