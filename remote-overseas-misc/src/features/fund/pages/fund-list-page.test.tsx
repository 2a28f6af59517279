import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installSandboxFetch, type SandboxFetch } from 'sandbox/test-fetch';
import { buildFundListRequest, parseFundListAnswer } from '@shared/fund';
import { postQuery } from 'shared';
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

  describe('the search (rule FND-10)', () => {
    /** Full-width forms of ASCII letters and digits, as a zh-TW keyboard may type them. */
    const fullWidth = (text: string) => text.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

    it('finds a class by its ISIN typed full-width in lower case, and keeps the search in the address', async () => {
      const funds = await postQuery(buildFundListRequest(), parseFundListAnswer, { loading: false });
      const target = funds[5];
      if (target === undefined) throw new Error('too few funds');
      const user = userEvent.setup();
      renderOverseasPage('/overseas/fund');
      await user.type(await screen.findByRole('searchbox', { name: '搜尋基金' }, { timeout: 10_000 }), `${fullWidth(target.fundId.toLowerCase())}{Enter}`);
      expect(decodeURIComponent(location())).toBe(`/overseas/fund?q=${fullWidth(target.fundId.toLowerCase())}`);
      expect(rows()).toHaveLength(1);
      expect(within(rows()[0] as HTMLElement).getByRole('link', { name: target.name })).toBeInTheDocument();
    }, 20_000);

    it('matches English names and the fund house, every word, combined with the filters', async () => {
      const user = userEvent.setup();
      renderOverseasPage('/overseas/fund?type=EQ');
      await user.type(await screen.findByRole('searchbox', { name: '搜尋基金' }, { timeout: 10_000 }), 'KENT equity acc{Enter}');
      expect(location()).toBe('/overseas/fund?q=KENT+equity+acc&type=EQ');
      const shown = rows();
      expect(shown.length).toBeGreaterThan(0);
      for (const row of shown) {
        expect(row).toHaveTextContent('肯特全球投資');
        expect(row).toHaveTextContent(/Kent Global Investors .*Equity Fund A Acc/);
        expect(row).toHaveTextContent('股票型');
      }
      await user.clear(screen.getByRole('searchbox', { name: '搜尋基金' }));
      await user.type(screen.getByRole('searchbox', { name: '搜尋基金' }), '肯特{Enter}');
      for (const row of rows()) expect(row).toHaveTextContent('肯特全球投資');
      expect(rows().length).toBeGreaterThanOrEqual(shown.length);
    }, 20_000);

    it('says in words when nothing matches and clears the search in one tap, keeping the filters', async () => {
      const user = userEvent.setup();
      renderOverseasPage('/overseas/fund?q=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E5%9F%BA%E9%87%91&cur=USD');
      expect(await screen.findByText('找不到符合「不存在的基金」的基金（已同時套用篩選條件）。請確認名稱、ISIN 或基金公司，或清除搜尋。', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: '搜尋基金' })).toHaveValue('不存在的基金');
      await user.click(within(screen.getByText(/^找不到符合/).parentElement as HTMLElement).getByRole('button', { name: '清除搜尋' }));
      expect(location()).toBe('/overseas/fund?cur=USD');
      expect(screen.getByRole('searchbox', { name: '搜尋基金' })).toHaveValue('');
      expect(rows().length).toBeGreaterThan(0);
    }, 20_000);
  });
});
