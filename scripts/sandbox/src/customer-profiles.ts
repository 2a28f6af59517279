import type { CustomerProfile } from './shared-contracts';

/**
 * The sample customers' profiles (rule ORD-4), by id number. Fixed dates, so a test's pinned "today" and
 * the real calendar agree on who may buy what for years: A123456789 一般投資人 穩健型 with a W-8BEN;
 * B223456789 專業投資人 積極型 with a W-8BEN; C123456789 一般投資人 保守型 whose KYC ran out on 2025/03/31
 * and who has no W-8BEN. The guest has no profile.
 */
export const CUSTOMER_PROFILES: ReadonlyMap<string, CustomerProfile> = new Map<string, CustomerProfile>([
  [
    'A123456789',
    {
      investorClass: 'GEN',
      riskType: 'M',
      kycExpiry: '20291231',
      w8benOnFile: true,
      w8benExpiry: '20281231',
      accounts: [
        {
          account: '1234567',
          branch: '台北分公司',
          openDate: '20190315',
          settlementAccounts: [
            { currency: 'TWD', bankName: '凱基銀行 台北分行', bankAccountMasked: '****-***-**1234' },
            { currency: 'USD', bankName: '凱基銀行 台北分行', bankAccountMasked: '****-***-**5678' },
            { currency: 'AUD', bankName: '凱基銀行 台北分行', bankAccountMasked: '****-***-**5678' },
            { currency: 'EUR', bankName: '凱基銀行 台北分行', bankAccountMasked: '****-***-**5678' },
          ],
        },
        {
          account: '7654321',
          branch: '台中分公司',
          openDate: '20210802',
          settlementAccounts: [
            { currency: 'TWD', bankName: '凱基銀行 台中分行', bankAccountMasked: '****-***-**4321' },
            { currency: 'USD', bankName: '凱基銀行 台中分行', bankAccountMasked: '****-***-**8765' },
          ],
        },
      ],
      agreements: [
        { name: '受託買賣外國有價證券契約', signedDate: '20190315' },
        { name: '外國債券風險預告書', signedDate: '20190315' },
      ],
    },
  ],
  [
    'B223456789',
    {
      investorClass: 'PRO',
      riskType: 'A',
      kycExpiry: '20300630',
      w8benOnFile: true,
      w8benExpiry: '20291231',
      accounts: [
        {
          account: '2345678',
          branch: '高雄分公司',
          openDate: '20160104',
          settlementAccounts: [
            { currency: 'TWD', bankName: '凱基銀行 高雄分行', bankAccountMasked: '****-***-**2468' },
            { currency: 'USD', bankName: '凱基銀行 高雄分行', bankAccountMasked: '****-***-**1357' },
            { currency: 'EUR', bankName: '凱基銀行 高雄分行', bankAccountMasked: '****-***-**1357' },
            { currency: 'AUD', bankName: '凱基銀行 高雄分行', bankAccountMasked: '****-***-**1357' },
            { currency: 'JPY', bankName: '凱基銀行 高雄分行', bankAccountMasked: '****-***-**1357' },
            { currency: 'ZAR', bankName: '凱基銀行 高雄分行', bankAccountMasked: '****-***-**1357' },
          ],
        },
      ],
      agreements: [
        { name: '受託買賣外國有價證券契約', signedDate: '20160104' },
        { name: '專業投資人聲明書', signedDate: '20240110' },
        { name: '外國債券風險預告書', signedDate: '20160104' },
      ],
    },
  ],
  [
    'C123456789',
    {
      investorClass: 'GEN',
      riskType: 'C',
      kycExpiry: '20250331',
      w8benOnFile: false,
      w8benExpiry: '',
      accounts: [
        {
          account: '3456789',
          branch: '新竹分公司',
          openDate: '20220520',
          settlementAccounts: [
            { currency: 'TWD', bankName: '凱基銀行 新竹分行', bankAccountMasked: '****-***-**9753' },
            { currency: 'USD', bankName: '凱基銀行 新竹分行', bankAccountMasked: '****-***-**8642' },
          ],
        },
      ],
      agreements: [{ name: '受託買賣外國有價證券契約', signedDate: '20220520' }],
    },
  ],
]);

/**
 * What the customers signed online since the sandbox started (rules KYC-5, TAX-4): a renewed KYC's risk type
 * and expiry, a W-8BEN and its expiry, each with its agreement. Kept beside the fixed profiles, in memory
 * like the margin ledger, and cleared when a sandbox is built (or by the test control), so every run and
 * every test starts from the sample profiles above.
 */
const profileChanges = new Map<string, CustomerProfile>();

/** The profile of a sample customer as it stands now; undefined for the guest or an unknown id number. */
export function profileOf(idno: string): CustomerProfile | undefined {
  const key = idno.trim().toUpperCase();
  return profileChanges.get(key) ?? CUSTOMER_PROFILES.get(key);
}

/**
 * Records a change the customer signed: the fields given replace the profile's, and `agreement` replaces
 * the agreement of the same name (a renewal is one line, with its new date). Returns the profile after.
 */
export function recordProfileChange(idno: string, change: Partial<Pick<CustomerProfile, 'riskType' | 'kycExpiry' | 'w8benOnFile' | 'w8benExpiry' | 'w8benTreatyCountry'>>, agreement: { name: string; signedDate: string }): CustomerProfile | undefined {
  const key = idno.trim().toUpperCase();
  const current = profileOf(key);
  if (current === undefined) return undefined;
  const agreements = [...current.agreements.filter((entry) => entry.name !== agreement.name), agreement];
  const next: CustomerProfile = { ...current, ...change, agreements };
  profileChanges.set(key, next);
  return next;
}

/** Forgets every change signed online: the sample profiles again. */
export function resetProfileChanges(): void {
  profileChanges.clear();
}
