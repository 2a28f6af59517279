import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installSandboxFetch, type SandboxFetch } from 'sandbox/test-fetch';
import { renderOverseasPage } from '../../../test/render-overseas-page';
import { endSandboxSession } from '../../../test/sandbox-session';

let sandbox: SandboxFetch & { restore: () => Promise<void> };

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch();
  await sandbox.signIn('A123456789');
});

afterEach(() => endSandboxSession(sandbox));

const location = () => screen.getByTestId('location').textContent ?? '';
const rows = () => within(screen.getByTestId('fund-list')).getAllByRole('row').slice(1);

describe('the fund list', () => {
  it('filters USD bond funds that distribute, keeping every choice in the address', async () => {
    const user = userEvent.setup();
    renderOverseasPage('/overseas/fund');
    // the first read builds the sandbox's fund universe, which takes a few seconds under jest
    await user.click(await screen.findByRole('checkbox', { name: '債券型' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('checkbox', { name: '美元 USD' }));
    await user.click(screen.getByRole('checkbox', { name: '只看配息型' }));
    expect(location()).toBe('/overseas/fund?type=BD&cur=USD&dis=1');
    const shown = rows();
    expect(shown.length).toBeGreaterThan(0);
    for (const row of shown) {
      expect(row).toHaveTextContent('債券型');
      expect(row).toHaveTextContent('美元 USD');
      expect(row).toHaveTextContent(/配息型（(月配|季配|半年配|年配)）/);
    }
  }, 20_000);

  it('reads filters, sort and page from the address, and sorts by a return highest first', async () => {
    renderOverseasPage('/overseas/fund?type=EQ&sort=return1y.desc');
    await screen.findByTestId('fund-list');
    expect(screen.getByRole('combobox', { name: '排序' })).toHaveValue('return1y.desc');
    const returns = rows().map((row) => Number((within(row).getAllByRole('cell')[6]?.textContent ?? '').replace(/[%,+]/g, '')));
    expect(returns).toEqual([...returns].sort((a, b) => b - a));
    expect(screen.getByText(/^第 1 \/ \d+ 頁/)).toBeInTheDocument();
  });

  it('lets at most three funds be chosen to compare, and links to the comparison', async () => {
    const user = userEvent.setup();
    renderOverseasPage('/overseas/fund');
    await screen.findByTestId('fund-list');
    const boxes = screen.getAllByRole('checkbox', { name: /^加入比較：/ });
    await user.click(boxes[0] as HTMLElement);
    expect(screen.queryByRole('link', { name: /^比較 \d 檔基金$/ })).not.toBeInTheDocument();
    await user.click(boxes[1] as HTMLElement);
    await user.click(boxes[2] as HTMLElement);
    expect(boxes[3]).toBeDisabled();
    expect(decodeURIComponent(location())).toMatch(/cmp=[A-Z0-9]{12},[A-Z0-9]{12},[A-Z0-9]{12}$/);
    expect(screen.getByRole('link', { name: '比較 3 檔基金' })).toHaveAttribute('href', expect.stringMatching(/^\/overseas\/fund\/compare\?ids=/));
  });

  it('says so when nothing matches, and when the list cannot be read offers 重新查詢', async () => {
    sandbox.answerNext((body) => body.FunId === 'KGItwPubFundList', { status: 500, body: '{"StatusCode":"5000","Message":"壞了"}' });
    sandbox.answerNext((body) => body.FunId === 'KGItwPubFundList', { status: 500, body: '{"StatusCode":"5000","Message":"壞了"}' });
    sandbox.answerNext((body) => body.FunId === 'KGItwPubFundList', { status: 500, body: '{"StatusCode":"5000","Message":"壞了"}' });
    sandbox.answerNext((body) => body.FunId === 'KGItwPubFundList', { status: 500, body: '{"StatusCode":"5000","Message":"壞了"}' });
    const user = userEvent.setup();
    renderOverseasPage('/overseas/fund?type=MM&risk=RR5');
    // the server's own text of an HTTP failure is for the log; the customer reads the product's (rule API-2)
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('系統暫時無法回應，請稍後再試。');
    await user.click(screen.getByRole('button', { name: '重新查詢' }));
    expect(await screen.findByText('查無符合條件的基金，請調整篩選條件。')).toBeInTheDocument();
  }, 15_000);
});
