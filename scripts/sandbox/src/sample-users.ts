import type { PostData, UserAccount } from './shared-contracts';

/** A sample customer the sandbox can log in as. */
export interface SandboxUser {
  readonly idno: string;
  readonly name: string;
  /** How the login page describes the user. */
  readonly description: string;
  readonly postData: PostData;
  readonly accounts: readonly UserAccount[];
  readonly isMobile: 'Y' | 'N';
}

/** The guest's id number (rule GRD-1: compared case-insensitively). */
export const GUEST_IDNO = 'VISIT';

/**
 * The sample users: a web customer (empty apver, so the header shows 登出; a non-professional 穩健型
 * investor), an app customer (apver set, isMobile Y, and the deep-link values the app needs to take the
 * user back; a professional 積極型 investor), a web customer whose KYC has expired (may buy nothing until
 * it is renewed), and the guest. Their profiles are in ./customer-profiles.ts.
 */
export const SAMPLE_USERS: readonly SandboxUser[] = [
  {
    idno: 'A123456789',
    name: '王小明',
    description: '網頁客戶，兩個複委託帳號；一般投資人、穩健型',
    postData: { idno: 'A123456789', apver: '', applytype: '', stock: '', dirpack: '' },
    accounts: [
      { account: '1234567', name: '台北分公司' },
      { account: '7654321', name: '台中分公司' },
    ],
    isMobile: 'N',
  },
  {
    idno: 'B223456789',
    name: '陳美玲',
    description: 'App 客戶（行動裝置），一個複委託帳號；專業投資人、積極型',
    postData: { idno: 'B223456789', apver: '3.2.1', applytype: 'OSB', stock: 'BOND', dirpack: 'overseas-bond' },
    accounts: [{ account: '2345678', name: '高雄分公司' }],
    isMobile: 'Y',
  },
  {
    idno: 'C123456789',
    name: '林志強',
    description: '網頁客戶，一個複委託帳號；風險屬性評估（KYC）已過期',
    postData: { idno: 'C123456789', apver: '', applytype: '', stock: '', dirpack: '' },
    accounts: [{ account: '3456789', name: '新竹分公司' }],
    isMobile: 'N',
  },
  {
    idno: GUEST_IDNO,
    name: '訪客',
    description: '訪客，無帳號，不能使用自選與購物車',
    postData: { idno: GUEST_IDNO, apver: '', applytype: '', stock: '', dirpack: '' },
    accounts: [],
    isMobile: 'N',
  },
];

/** The sample user with this id number (case-insensitive), if any. */
export function findUser(idno: string): SandboxUser | undefined {
  const wanted = idno.trim().toUpperCase();
  return SAMPLE_USERS.find((user) => user.idno === wanted);
}

/** True for the guest (rule GRD-1). */
export function isGuest(idno: string): boolean {
  return idno.trim().toUpperCase() === GUEST_IDNO;
}
