import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readAuthVerify } from 'shared';
import { SymbolKind } from '@shared/bond';
import { resetAccounts, resetLogin } from 'shared/internal';
import { FunId } from '../../../../shared/kernel/src/contracts/endpoints';
import { resetLoading } from '../../../../shared/kernel/src/stores/loading.store';
import { resetModal } from '../../../../shared/kernel/src/stores/modal.store';
import { renderBondPage } from '../../test/render-bond-page';
import { installSandboxFetch, type SandboxFetch } from '../../test/sandbox-fetch';
import { resetUnsavedChanges } from '../saved-lists';
import { fetchCart } from '../saved-lists/saved-lists-api';
import { resetLadder } from './ladder.store';

/** The bond ladder against the sandbox's real handlers and its bond universe (rules BND-18, BND-19). */

// the first test builds the sandbox's universe
jest.setTimeout(60_000);

const ACCOUNT = '1234567';
let sandbox: SandboxFetch & { restore: () => Promise<void> };

const rungs = () => screen.getAllByTestId('ladder-rung');
const totalTwd = () => screen.getByTestId('ladder-total-twd').textContent ?? '';
const ready = () => screen.findByRole('heading', { level: 2, name: '各階債券' }, { timeout: 30_000 });

beforeEach(async () => {
  sessionStorage.clear();
  resetLadder();
  resetUnsavedChanges();
  sandbox = await installSandboxFetch();
  await sandbox.signIn('A123456789');
});

afterEach(async () => {
  await act(async () => {
    resetUnsavedChanges();
    resetLoading();
    resetModal();
    resetLogin();
    resetAccounts();
  });
  await sandbox.restore();
});

describe('the bond ladder', () => {
  it('proposes one bond a year for five years within the budget, with costs, suitability, totals and yearly cash flows', async () => {
    renderBondPage('/overseas/bond/ladder');
    expect(await screen.findByText('債券資料載入中…')).toBeInTheDocument();
    await ready();
    expect(rungs().map((rung) => within(rung).getByRole('heading', { level: 3 }).textContent)).toEqual([
      expect.stringMatching(/^第 1 年/),
      expect.stringMatching(/^第 2 年/),
      expect.stringMatching(/^第 3 年/),
      expect.stringMatching(/^第 4 年/),
      expect.stringMatching(/^第 5 年/),
    ]);
    const first = rungs()[0] as HTMLElement;
    expect(within(first).getByRole('combobox', { name: '第 1 年的債券' })).toBeInTheDocument();
    expect(within(first).getByText(/^可申購（商品風險等級 RR[1-3]/)).toBeInTheDocument();
    expect(within(first).getByText('預估應付金額')).toBeInTheDocument();
    expect(screen.getByText('新台幣 400,000')).toBeInTheDocument(); // 2,000,000 over five rungs
    expect(rungs().map((rung) => rung.getAttribute('data-status'))).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    // the tables follow the rungs in the render after
    expect(await screen.findByRole('table', { name: '階梯合計（依交割幣別）' })).toBeInTheDocument();
    const flows = screen.getByRole('table', { name: '每年預估現金流量（扣除保管費）' });
    expect(within(flows).getByRole('columnheader', { name: '匯率低 5%' })).toBeInTheDocument();
    expect(within(flows).getAllByRole('row').length).toBeGreaterThan(2);
    // what is bought costs no more than the budget
    expect(Number(totalTwd().replace(/[^\d.]/g, ''))).toBeLessThanOrEqual(2_000_000);
  });

  it('swaps a rung’s bond for another of its year and recomputes the ladder', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond/ladder');
    await ready();
    const choice = within(rungs()[2] as HTMLElement).getByRole('combobox', { name: '第 3 年的債券' }) as HTMLSelectElement;
    const before = { isin: choice.value, cost: within(rungs()[2] as HTMLElement).getByTestId('rung-cost').textContent, total: totalTwd() };
    const other = [...choice.options].find((option) => option.value !== before.isin);
    if (other === undefined) throw new Error('the third year offers one bond only');
    await user.selectOptions(choice, other.value);
    expect(choice.value).toBe(other.value);
    const rung = rungs()[2] as HTMLElement;
    expect(within(rung).getByText(other.value)).toBeInTheDocument();
    // another bond, another cost: the rung's and the total follow
    expect([within(rung).queryByTestId('rung-cost')?.textContent, totalTwd()]).not.toEqual([before.cost, before.total]);
  });

  it('adds the whole ladder to the cart in one tap, each bond with its face', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond/ladder');
    await ready();
    const faces = rungs().flatMap((rung) => {
      const isin = (within(rung).queryByRole('combobox') as HTMLSelectElement | null)?.value;
      const face = within(rung).queryByText('申購面額')?.nextElementSibling?.textContent;
      return isin === undefined || face === undefined || face === null ? [] : [{ isin, faceValue: Number(face.replace(/[^\d]/g, '')) }];
    });
    expect(faces.length).toBeGreaterThan(0);
    const saves = sandbox.queries(FunId.FavoritesSave).length;
    await user.click(screen.getByRole('button', { name: '全部加入購物車' }));
    expect(await screen.findByText(`已將階梯的 ${faces.length} 檔債券加入購物車。`)).toBeInTheDocument();
    expect(sandbox.queries(FunId.FavoritesSave).length - saves).toBe(1);
    const idno = readAuthVerify()?.postData.idno ?? '';
    const held = (await fetchCart(idno, ACCOUNT, { loading: false })).items;
    expect(held.map((item) => ({ isin: item.isin, faceValue: item.faceValue }))).toEqual(faces);
  });

  it('says so per rung when no bond matches its year, when the criteria leave none, and when no currency is chosen', async () => {
    const user = userEvent.setup();
    const quotes = await sandbox.symbolList({ kind: SymbolKind.Quotes });
    // one bond the moderate customer may buy, maturing in the ladder's second year
    const only = quotes.find((bond) => bond.issueCurrency === 'USD' && bond.maturityDate > '20280301' && bond.maturityDate < '20280901' && bond.investorRestriction === 'ALL' && bond.ProductRiskGrade <= 'RR3' && bond.creditRating <= 'A' && bond.issuerCountry !== 'US');
    if (only === undefined) throw new Error('the sandbox offers no such bond');
    sandbox.answerNext((body) => body.FunId === FunId.SymbolMaster, { body: JSON.stringify({ StatusCode: '0', Data: { datas: [only] } }) });
    renderBondPage('/overseas/bond/ladder');
    await ready();
    expect(rungs().map((rung) => rung.getAttribute('data-status'))).toEqual(['empty', 'ok', 'empty', 'empty', 'empty']);
    expect(within(rungs()[0] as HTMLElement).getByText('此年期沒有符合條件的債券。')).toBeInTheDocument();
    // the whole budget goes to the one rung with a bond
    expect(screen.getByText('每階預算').nextElementSibling).toHaveTextContent('新台幣 2,000,000');
    await user.click(screen.getByRole('checkbox', { name: /USD/ }));
    expect(screen.getByText(/^沒有符合條件的債券/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /AUD/ }));
    expect(screen.getByText('請至少選擇一種幣別。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '全部加入購物車' })).not.toBeInTheDocument();
  });

  it('says so when no bond is offered at all', async () => {
    sandbox.answerNext((body) => body.FunId === FunId.SymbolMaster, { body: JSON.stringify({ StatusCode: '0', Data: { datas: [] } }) });
    renderBondPage('/overseas/bond/ladder');
    expect(await screen.findByText('目前沒有提供報價的債券。', {}, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('refuses a budget that is not a whole TWD amount and keeps the last ladder', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond/ladder');
    await ready();
    const budget = screen.getByRole('textbox', { name: '預算（新台幣）' });
    await user.clear(budget);
    await user.type(budget, 'abc');
    expect(budget).toHaveAccessibleDescription('請輸入大於 0 的新台幣整數金額');
    expect(screen.getByText('新台幣 400,000')).toBeInTheDocument();
  });

  it('shows the failure with 重新查詢 when the bonds cannot be read', async () => {
    sandbox.answerNext((body) => body.FunId === FunId.SymbolMaster, { body: '<html>not json</html>' });
    renderBondPage('/overseas/bond/ladder');
    const alert = await screen.findByRole('alert', {}, { timeout: 30_000 });
    expect(within(alert).getByRole('button', { name: '重新查詢' })).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重新查詢' }));
    await ready();
  });
});
