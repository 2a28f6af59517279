import { screen, within } from '@testing-library/react';
import { buildFxQuoteRequest, buildMarginBalanceRequest, buildMarginTransferRequest, parseFxQuoteAnswer, parseMarginBalanceAnswer, parseMarginTransferAnswer } from '@shared/margin';
import { postQuery } from 'shared';
import { installSandboxFetch, type SandboxFetch } from 'sandbox/test-fetch';
import { renderMarginPage } from '../../test/render-margin-page';
import { endSandboxSession } from '../../test/sandbox-session';

jest.setTimeout(20_000);

// One clock for the page's reads and the sandbox (a Friday, 10:05 Taipei, before the 10:30 cut-off):
// the rates move once a minute, so the page's rates and the back end's balance are of the same minute. At
// this minute the rows as shown add up to 4,828,459.33, the exact sum rounded once is 4,828,459.32.
const NOW = Date.parse('2026-11-27T02:05:00Z');

let sandbox: SandboxFetch & { restore: () => Promise<void> };

beforeEach(async () => {
  sessionStorage.clear();
  // the sandbox's today is the clock's (not the pinned pricing date): the rates and the ledger are of that day
  sandbox = await installSandboxFetch({ now: () => NOW, today: undefined });
  await sandbox.signIn('A123456789');
});

afterEach(() => endSandboxSession(sandbox));

const balanceTable = () => screen.findByRole('table', { name: '各幣別保證金餘額' });

describe('the margin balances in TWD and the money in transit', () => {
  it('adds the exact TWD values and rounds once: the same total as the back end, at the rates and time it names', async () => {
    renderMarginPage('/marginDeposit/info');
    await balanceTable();
    const server = await postQuery(buildMarginBalanceRequest('1234567'), parseMarginBalanceAnswer, { loading: false });
    const total = await screen.findByTestId('margin-twd-total');
    await within(total).findByText(/\d/);
    expect(total).toHaveTextContent('4,828,459.32');
    expect(total.textContent?.replaceAll(',', '')).toBe(server.twdTotal);
    expect(screen.getByText(/約當新台幣依 2026\/11\/27 10:05:00 參考匯率換算，合計以未四捨五入金額加總後四捨五入至分。/)).toBeInTheDocument();
  });

  it('shows a deposit and an FX still 受理中 as money in transit, not in the available balance', async () => {
    const deposit = await postQuery(
      buildMarginTransferRequest({ account: '1234567', ClientKey: '11111111-1111-4111-8111-111111111111', action: 'deposit', currency: 'USD', amount: '1000' }),
      parseMarginTransferAnswer,
      { loading: false },
    );
    expect(deposit.status).toBe('accepted');
    const quote = await postQuery(buildFxQuoteRequest({ account: '1234567', currency: 'USD', toCurrency: 'TWD', amount: '100' }), parseFxQuoteAnswer, { loading: false });
    const fx = await postQuery(
      buildMarginTransferRequest({ account: '1234567', ClientKey: '22222222-2222-4222-8222-222222222222', action: 'fx', currency: 'USD', toCurrency: 'TWD', amount: '100', quoteId: quote.quoteId }),
      parseMarginTransferAnswer,
      { loading: false },
    );
    expect(fx.status).toBe('accepted');
    renderMarginPage('/marginDeposit/info');
    const table = await balanceTable();
    const transit = await screen.findByRole('region', { name: '處理中款項（未計入可用餘額）' });
    expect(await within(transit).findByText(/入金 USD 1,000.00（受理中）：完成後入帳，尚未計入餘額與可用餘額/)).toBeInTheDocument();
    expect(within(transit).getByText(/換匯賣出 USD 100.00（受理中）：已圈存，不計入可用餘額/)).toBeInTheDocument();
    expect(within(transit).getByText(new RegExp(`換匯買入 新台幣 ${fx.toAmount.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}（受理中）：完成後入帳`))).toBeInTheDocument();
    // the deposit is not in the balance nor the available balance; the FX's 100 is held: 41,722.15 − 100
    const usd = await within(table).findByRole('row', { name: /美元 USD 41,722.15/ });
    expect(within(usd).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['41,722.15', '100.00', '41,622.15']));
  });
});
