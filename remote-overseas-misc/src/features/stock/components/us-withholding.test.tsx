import { screen } from '@testing-library/react';
import { installSandboxFetch, type SandboxFetch } from 'sandbox/test-fetch';
import { renderOverseasPage } from '../../../test/render-overseas-page';
import { endSandboxSession } from '../../../test/sandbox-session';

let sandbox: SandboxFetch & { restore: () => Promise<void> };

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch();
});

afterEach(() => endSandboxSession(sandbox));

describe('the US dividend withholding under a stock (rule TAX-5)', () => {
  it('explains 30 % without a W-8BEN and the treaty rate with one, and the customer\'s own rate', async () => {
    await sandbox.signIn('A123456789');
    renderOverseasPage('/overseas/stock?symbol=AAPL.US');
    const note = await screen.findByRole('region', { name: '美股股利扣繳稅率' }, { timeout: 8000 });
    expect(note).toHaveTextContent('未簽署有效 W-8BEN 者 30%；簽署有效 W-8BEN 者依居住國與美國之租稅協定稅率（日本 10%、韓國 15%、中國大陸 10%、英國 15%、德國 15%、法國 15%、澳洲 15%、加拿大 15%）');
    expect(note).toHaveTextContent('臺灣與美國尚無租稅協定，臺灣居民簽署後仍為 30%。');
    expect(await screen.findByTestId('own-withholding')).toHaveTextContent('您的 W-8BEN 有效至 2028/12/31，美國股利扣繳 30%。');
  });

  it('is not shown under a Hong Kong stock', async () => {
    await sandbox.signIn('C123456789');
    renderOverseasPage('/overseas/stock?symbol=0700.HK');
    expect(await screen.findByRole('region', { name: /下單：騰訊控股/ }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '美股股利扣繳稅率' })).not.toBeInTheDocument();
  });
});
