import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAccounts, resetLogin } from 'shared/internal';
import { resetLoading } from '../../../../shared/kernel/src/stores/loading.store';
import { resetModal } from '../../../../shared/kernel/src/stores/modal.store';
import { renderBondPage } from '../../test/render-bond-page';
import { installSandboxFetch, type SandboxFetch } from '../../test/sandbox-fetch';
import { SymbolKind } from '@shared/bond';
import { exCouponStatus } from '@shared/bond/math';
import { settlementDateAt } from '../bond-detail';
import { pinClock } from '../../test/pin-clock';

/** The bond finder against the sandbox's real handlers and its 5,400-bond universe (rules BND-6 to BND-8). */

// the first test builds the sandbox's universe
jest.setTimeout(60_000);

let sandbox: SandboxFetch & { restore: () => Promise<void> };

/** Until the list under the grid shows the last answer (it follows the count a render later, rule BND-9). */
const listShown = () => waitFor(() => expect(document.querySelector('.finder-list')).toHaveAttribute('aria-busy', 'false'));
const liveCount = async () => {
  const status = await screen.findByText(/^符合條件：/, {}, { timeout: 20_000 });
  await listShown();
  return () => Number((status.textContent ?? '').replace(/[^\d]/g, ''));
};
const location = () => screen.getByTestId('location').textContent ?? '';
const resultRows = () => within(screen.getAllByRole('table')[1] as HTMLElement).getAllByRole('row').slice(1);
const column = (label: string) => resultRows().map((row) => row.querySelector(`[data-label="${label}"]`)?.textContent ?? '');
const riskColumn = () => column('風險等級');

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch();
  await sandbox.signIn('A123456789');
});

afterEach(async () => {
  await act(async () => {
    resetLoading();
    resetModal();
    resetLogin();
    resetAccounts();
  });
  await sandbox.restore();
});

describe('the bond finder', () => {
  it('counts the universe in the grid, lists a chosen cell and keeps it in the address', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond/find');
    const matches = await liveCount();
    const all = matches();
    expect(all).toBeGreaterThan(5000);
    const cell = screen.getByRole('button', { name: /^3–5 年、A：最高殖利率 .*%，\d+ 檔$/ });
    const inCell = Number(/，(\d+) 檔$/.exec(cell.getAttribute('aria-label') ?? '')?.[1]);
    await user.click(cell);
    expect(cell).toHaveAttribute('aria-pressed', 'true');
    expect(matches()).toBe(inCell);
    // the address follows once the answer is painted
    await waitFor(() => expect(location()).toContain('term=r2&rating=a'));
    // each listed name leads to the bond's detail page
    const first = within(screen.getAllByRole('table')[1] as HTMLElement).getAllByRole('link')[0];
    expect(first?.getAttribute('href')).toMatch(/^\/overseas\/bond\/marketinfo\?isin=/);
  });

  it('never says there is no bond on offer while the bonds come in (rule BND-9)', async () => {
    let saidNone = false;
    const watch = new MutationObserver(() => {
      if (document.body.textContent?.includes('目前沒有提供報價的債券') === true) saidNone = true;
    });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    try {
      renderBondPage('/overseas/bond/find');
      const matches = await liveCount();
      expect(matches()).toBeGreaterThan(0);
      expect(resultRows().length).toBeGreaterThan(0);
    } finally {
      watch.disconnect();
    }
    expect(saidNone).toBe(false);
  });

  it('leaves RR5 bonds out for a moderate customer with 只顯示我可以申購的', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond/find?sort=ytw-desc');
    const matches = await liveCount();
    const before = matches();
    // highest yields first: high yield, RR5
    expect(riskColumn().some((grade) => grade.startsWith('RR5'))).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '只顯示我可以申購的' }));
    expect(await screen.findByText(/穩健型・一般投資人/)).toBeInTheDocument();
    expect(matches()).toBeLessThan(before);
    await listShown();
    expect(riskColumn().length).toBeGreaterThan(0);
    expect(riskColumn().some((grade) => grade.startsWith('RR4') || grade.startsWith('RR5'))).toBe(false);
    await waitFor(() => expect(location()).toContain('suitable=1'));
  });

  it('names the criterion that emptied the result and drops it on request', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond/find?call=callable');
    const matches = await liveCount();
    await user.type(screen.getByLabelText('發行機構'), '美國財政部');
    expect(matches()).toBe(0);
    expect(await screen.findByText('沒有符合條件的債券：加上「可提前買回」之後就沒有債券了。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '移除「可提前買回」條件' }));
    expect(matches()).toBeGreaterThan(0);
    await waitFor(() => expect(location()).not.toContain('call='));
    expect(location()).toContain('issuer=');
  });

  it('says 除息交易中 on a result whose trade today settles inside its ex-coupon window (rule BND-11)', async () => {
    const now = Date.UTC(2025, 6, 1, 2, 0, 0);
    pinClock(now);
    try {
      const quotes = await sandbox.symbolList({ kind: SymbolKind.Quotes });
      const ex = quotes.find((bond) => exCouponStatus(bond, settlementDateAt(now, bond.issueCurrency)) !== null);
      if (ex === undefined) throw new Error('no bond inside its window on the sandbox day');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderBondPage(`/overseas/bond/find?issuer=${encodeURIComponent(ex.issuerNameEn)}&sort=maturity-asc`);
      await liveCount();
      const results = screen.getAllByRole('table')[1] as HTMLElement;
      while (within(results).queryByRole('link', { name: ex.bondName }) === null) await user.click(screen.getByRole('button', { name: /^顯示更多/ }));
      const row = within(results).getByRole('link', { name: ex.bondName }).closest('tr') as HTMLElement;
      expect(within(row).getByText('除息交易中')).toHaveAccessibleDescription(/應計利息（前手息）為負；賣方仍領取該期配息。$/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes currency, maturity range, rating floor and budget in one search; the grid follows the range; a row goes to the cart', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond/find');
    const matches = await liveCount();
    const all = matches();
    await user.click(screen.getByRole('checkbox', { name: '美元' }));
    await user.type(screen.getByLabelText('剩餘年數起'), '3');
    await user.type(screen.getByLabelText('剩餘年數迄'), '7');
    await user.selectOptions(screen.getByLabelText('最低信評（各信評機構皆須達到）'), 'A-');
    await user.type(screen.getByLabelText('預算內（新台幣）'), '500000');
    expect(matches()).toBeGreaterThan(0);
    expect(matches()).toBeLessThan(all);
    await listShown();
    // the grid's rows are the range's years, not the fixed rows
    const grid = screen.getAllByRole('table')[0] as HTMLElement;
    expect(within(grid).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['3–4 年', '4–5 年', '5–6 年', '6–7 年']);
    for (const currency of column('幣別')) expect(currency).toBe('USD');
    for (const rating of column('信評')) for (const one of rating.split(' / ')) expect(['AAA', 'AA+', 'AA', 'AA-', 'A+', 'A', 'A-']).toContain(one);
    for (const years of column('到期日')) {
      const left = Number(/剩餘 ([\d.]+) 年/.exec(years)?.[1]);
      expect(left).toBeGreaterThanOrEqual(3);
      expect(left).toBeLessThanOrEqual(7);
    }
    for (const cost of column('最低總成本')) expect(Number(cost.replace(/[^\d.]/g, ''))).toBeLessThanOrEqual(500_000);
    await waitFor(() => expect(location()).toBe('/overseas/bond/find?cur=USD&yfrom=3&yto=7&floor=A-&budget=500000'));
    // the list's own star and 加入購物車 on each row
    const buyable = resultRows().find((row) => within(row).getByRole('button', { name: /^加入購物車：/ }).getAttribute('aria-disabled') === null) as HTMLElement;
    const name = within(buyable).getAllByRole('link')[0]?.textContent ?? '';
    expect(within(buyable).getByRole('button', { name: `加入自選：${name}` })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(buyable).getByRole('button', { name: `加入購物車：${name}` }));
    expect(await screen.findByText(`已將 ${name} 加入購物車。`)).toBeInTheDocument();
    // the finder leads to the list, holdings and orders
    const links = within(screen.getByRole('navigation', { name: '債券相關頁面' }));
    expect(links.getByRole('link', { name: '債券列表' })).toHaveAttribute('href', '/overseas/bond');
    expect(links.getByRole('link', { name: '債券庫存' })).toHaveAttribute('href', '/overseas/bond/account');
    expect(links.getByRole('link', { name: '委託查詢' })).toHaveAttribute('href', '/overseas/bond/marketorder');
  });

  it('says a range it cannot apply and keeps the last one it could', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond/find?yfrom=3&yto=7');
    await liveCount();
    await user.clear(screen.getByLabelText('剩餘年數迄'));
    await user.type(screen.getByLabelText('剩餘年數迄'), '2');
    expect(screen.getByText('起始年數不可大於結束年數')).toBeInTheDocument();
    expect(screen.getByLabelText('剩餘年數迄')).toHaveAttribute('aria-invalid', 'true');
    // the last range it could apply (from 3 years, once the upper bound was cleared) stays
    await waitFor(() => expect(location()).toBe('/overseas/bond/find?yfrom=3'));
  });

  it('reads a shared search from the address', async () => {
    renderBondPage('/overseas/bond/find?issuer=HSBC&call=bullet&budget=2000000&sort=maturity-asc&cur=USD,EUR&floor=BBB-&dfrom=2028-01-01&coupon=fixed&type=FIN');
    await liveCount();
    expect(screen.getByRole('checkbox', { name: '美元' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '歐元' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '金融債' })).toBeChecked();
    expect(screen.getByLabelText('到期日起')).toHaveValue('2028-01-01');
    expect(screen.getByLabelText('最低信評（各信評機構皆須達到）')).toHaveValue('BBB-');
    expect(screen.getByLabelText('配息方式')).toHaveValue('fixed');
    expect(screen.getByLabelText('發行機構')).toHaveValue('HSBC');
    expect(screen.getByLabelText('買回條件')).toHaveValue('bullet');
    expect(screen.getByLabelText('預算內（新台幣）')).toHaveValue('2000000');
    expect(screen.getByLabelText('排序')).toHaveValue('maturity-asc');
  });
});
