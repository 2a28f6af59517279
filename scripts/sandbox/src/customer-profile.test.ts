import { catalogFor } from './bonds/bond-catalog';
import { renderLoginPage } from './login-page';
import { StatusCode, buildCustomerProfileRequest, bondSuitabilityProduct, checkSuitability, parseCustomerProfileAnswer } from './shared-contracts';
import { TEST_TODAY, body, login, query, sandboxPerTest } from './test-support';

describe('customer profile (KGItwCustomerProfile, rule ORD-4)', () => {
  const sandbox = sandboxPerTest();

  it('answers each sample customer their own profile, parsed by the shared contract', async () => {
    const a = parseCustomerProfileAnswer((await query(sandbox.app, await login(sandbox.app, 'A123456789'), buildCustomerProfileRequest())).json());
    expect(a).toMatchObject({ investorClass: 'GEN', riskType: 'M', w8benOnFile: true });
    expect(a.accounts.map((account) => account.account)).toEqual(['1234567', '7654321']);
    expect(a.accounts[0]?.settlementAccounts.map((money) => money.currency)).toContain('USD');

    const b = parseCustomerProfileAnswer((await query(sandbox.app, await login(sandbox.app, 'B223456789'), buildCustomerProfileRequest())).json());
    expect(b).toMatchObject({ investorClass: 'PRO', riskType: 'A' });

    const c = parseCustomerProfileAnswer((await query(sandbox.app, await login(sandbox.app, 'C123456789'), buildCustomerProfileRequest())).json());
    expect(c.kycExpiry < TEST_TODAY).toBe(true);
    expect(c.accounts.map((account) => account.account)).toEqual(['3456789']);
  });

  it('refuses the guest with 4030 and a Data that is not an object with 4001', async () => {
    const guest = await login(sandbox.app, 'VISIT');
    expect(body(await query(sandbox.app, guest, buildCustomerProfileRequest())).StatusCode).toBe(StatusCode.GuestForbidden);
    const token = await login(sandbox.app, 'A123456789');
    expect(body(await query(sandbox.app, token, { FunId: 'KGItwCustomerProfile', Data: [] })).StatusCode).toBe(StatusCode.InvalidField);
  });

  it('offers the new KYC-expired customer on the login page', () => {
    expect(renderLoginPage('/overseas/bond')).toContain('/login/handoff?user=C123456789');
  });

  it('gives the moderate customer bonds to buy and RR5 bonds to be refused, and the professional almost everything', () => {
    const profiles = { a: { investorClass: 'GEN', riskType: 'M', kycExpiry: '20291231', w8benOnFile: true, w8benExpiry: '20281231' } as const };
    const offered = catalogFor(TEST_TODAY).offered;
    const verdicts = offered.map((bond) => checkSuitability(profiles.a, bondSuitabilityProduct(bond), TEST_TODAY));
    expect(verdicts.filter((refusals) => refusals.length === 0).length).toBeGreaterThan(500);
    expect(verdicts.some((refusals) => refusals.some((r) => r.code === 'RISK_TOO_HIGH'))).toBe(true);
    const grades = new Set(offered.map((bond) => bond.ProductRiskGrade));
    expect([...grades].sort()).toEqual(['RR1', 'RR2', 'RR3', 'RR4', 'RR5']);
  });
});
