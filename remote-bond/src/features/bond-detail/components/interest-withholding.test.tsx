import { act, render, screen } from '@testing-library/react';
import { QueryProvider, resetAccounts, resetLogin } from 'shared/internal';
import { installSandboxFetch, type SandboxFetch } from '../../../test/sandbox-fetch';
import { InterestWithholding } from './interest-withholding';

/** The withholding card of a bond's page (rule TAX-5), reading the customer's profile from the sandbox. */

let sandbox: SandboxFetch & { restore: () => Promise<void> };

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch();
});

afterEach(async () => {
  await act(async () => {
    resetLogin();
    resetAccounts();
  });
  await sandbox.restore();
});

const show = (issuerCountry: string) =>
  render(
    <QueryProvider>
      <InterestWithholding issuerCountry={issuerCountry} />
    </QueryProvider>,
  );

describe('the interest withholding of a bond', () => {
  it('states 30 % without a W-8BEN and 0 % with one for a US issuer, and what applies to the customer', async () => {
    await sandbox.signIn('A123456789');
    show('US');
    const card = screen.getByRole('region', { name: '利息扣繳稅款' });
    expect(card).toHaveTextContent('未簽署有效 W-8BEN 者，利息由美國扣繳 30%；簽署有效 W-8BEN 者，符合「投資組合利息」豁免之利息（多數美國公司債適用）扣繳 0%。');
    expect(await screen.findByTestId('own-interest-withholding')).toHaveTextContent('您的 W-8BEN 有效至 2028/12/31，適用 0%。');
  });

  it('tells a customer without a W-8BEN that 30 % applies', async () => {
    await sandbox.signIn('C123456789');
    show('US');
    expect(await screen.findByTestId('own-interest-withholding')).toHaveTextContent('您目前未有有效的 W-8BEN，適用 30%，且不得買進此債券。');
  });

  it('says a non-US issuer\'s interest has no US withholding', async () => {
    await sandbox.signIn('A123456789');
    show('DE');
    expect(screen.getByRole('region', { name: '利息扣繳稅款' })).toHaveTextContent('此債券之發行人非美國機構，利息不適用美國扣繳稅款，與是否簽署 W-8BEN 無關。');
    expect(screen.queryByTestId('own-interest-withholding')).not.toBeInTheDocument();
  });
});
