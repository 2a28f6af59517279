import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSymbolListRequest, parseSymbolListAnswer, SymbolKind, type Bond } from '@shared/bond';
import { postQuery } from 'shared';
import { FunId } from '../../../../shared/kernel/src/contracts/endpoints';
import { isinCheckDigit } from '../../../../shared/kernel/src/contracts/isin';
import { resetAccounts, resetLogin } from 'shared/internal';
import { resetLoading } from '../../../../shared/kernel/src/stores/loading.store';
import { resetModal } from '../../../../shared/kernel/src/stores/modal.store';
import { renderBondPage } from '../../test/render-bond-page';
import { installSandboxFetch, type SandboxFetch } from '../../test/sandbox-fetch';
import { resetUnsavedChanges } from '../saved-lists';

/** The bond detail page against the sandbox's real handlers (rules BND-1 to BND-5). */

// the first test builds the sandbox's 5,400-bond universe
jest.setTimeout(30_000);

let sandbox: SandboxFetch & { restore: () => Promise<void> };
let quotes: readonly Bond[] = [];

const callable = () => {
  const bond = quotes.find((candidate) => candidate.callable && candidate.cpnFreq === 2 && candidate.refPriceBuyNumber > 100);
  if (bond === undefined) throw new Error('the sandbox offers no premium callable bond');
  return bond;
};
const card = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;
const fact = (section: HTMLElement, term: string) => within(section).getByText(term).nextElementSibling?.textContent ?? '';

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch();
  await sandbox.signIn('A123456789');
  quotes = await postQuery(buildSymbolListRequest({ kind: SymbolKind.Quotes }), parseSymbolListAnswer, { loading: false });
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

describe('the bond detail page', () => {
  it('shows every term, the indicative quote and the figures, and the calculator reads the same yields at the ask', async () => {
    const bond = callable();
    renderBondPage(`/overseas/bond/marketinfo?isin=${bond.isin}`);
    expect(await screen.findByRole('heading', { level: 1, name: bond.bondName })).toBeInTheDocument();

    const terms = card('債券條件');
    expect(fact(terms, '發行機構')).toContain(bond.issuerName);
    expect(fact(terms, '商品風險等級')).toContain(bond.ProductRiskGrade);
    expect(fact(terms, '信用評等')).toContain(`${bond.ratingAgency}：${bond.creditRating}`);
    expect(fact(terms, '最低申購面額')).toContain(bond.issueCurrency);
    expect(within(card('參考報價')).getByText(/僅供參考/)).toBeInTheDocument();
    // the time the day's quote was published, not the time the page asked (rule BND-17)
    expect(fact(card('參考報價'), '報價時間')).toBe(`${bond.priceDate.slice(0, 4)}/${bond.priceDate.slice(4, 6)}/${bond.priceDate.slice(6, 8)} 08:00`);
    expect(within(card('提前買回條款')).getAllByRole('row').length).toBeGreaterThan(1);

    const figures = card('參考買價之指標');
    const calculator = card('價格與殖利率試算');
    const result = calculator;
    expect(fact(result, '試算 YTM')).toBe(fact(figures, '到期殖利率 YTM'));
    expect(fact(result, '試算 YTW')).toBe(fact(figures, '最差殖利率 YTW').replace(/至.*/, ''));
    expect(fact(result, '試算含息價格')).toBe(fact(figures, '含息價格'));
  });

  it('turns a typed price into yields and a typed yield into a price, and says what is wrong beside the field', async () => {
    const user = userEvent.setup();
    const bond = callable();
    renderBondPage(`/overseas/bond/marketinfo?isin=${bond.isin}`);
    await screen.findByRole('heading', { level: 1, name: bond.bondName });
    const calculator = card('價格與殖利率試算');
    const price = within(calculator).getByLabelText('價格（每 100 面額，除息）');
    const rate = within(calculator).getByLabelText('殖利率（%）');

    await user.clear(price);
    await user.type(price, '95');
    const at95 = Number(fact(calculator, '試算 YTM').replace('%', ''));
    await user.clear(price);
    await user.type(price, '105');
    expect(Number(fact(calculator, '試算 YTM').replace('%', ''))).toBeLessThan(at95);

    await user.type(price, '.1234');
    expect(within(calculator).getByText('價格最多 3 位小數')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');

    await user.clear(rate);
    await user.type(rate, '5');
    // the price is rounded to 3 decimals (rule BND-2), so its yield to worst is 5 % to within what half a
    // thousandth of a point moves it
    expect(Math.abs(Number(fact(calculator, '試算 YTW').replace('%', '')) - 5)).toBeLessThanOrEqual(0.0005);
    expect(Number((price as HTMLInputElement).value)).toBeGreaterThan(0);
    expect(fact(calculator, '試算價格')).toBe((price as HTMLInputElement).value);
  });

  it('projects the cash flows of the typed nominal, in the currency and in TWD, with a chart and its table', async () => {
    const user = userEvent.setup();
    const bond = quotes.find((candidate) => candidate.issueCurrency === 'USD' && candidate.cpnFreq === 2 && candidate.faceValue === 10_000 && candidate.remainingTerm < 5);
    if (bond === undefined) throw new Error('no short USD bond');
    renderBondPage(`/overseas/bond/marketinfo?isin=${bond.isin}`);
    await screen.findByRole('heading', { level: 1, name: bond.bondName });
    const flows = card('預估現金流量');
    expect(within(flows).getByRole('img', { name: /每期配息金額（USD），面額 10,000/ })).toBeInTheDocument();
    const rows = () => within(flows).getAllByRole('row');
    // each row is headed by its date; its cells are the coupon, the redemption and the TWD equivalent
    const firstCoupon = () => within(rows()[1] as HTMLElement).getAllByRole('cell')[0]?.textContent ?? '';
    const coupon = Number(firstCoupon().replace(/,/g, ''));
    expect(coupon).toBeGreaterThan(0);
    expect(await within(flows).findByText(/新台幣以參考匯率/)).toBeInTheDocument();

    const nominal = within(flows).getByLabelText('申購面額（USD）');
    await user.clear(nominal);
    await user.type(nominal, '20000');
    expect(Number(firstCoupon().replace(/,/g, ''))).toBeCloseTo(coupon * 2, 2);
    const lastRow = rows()[rows().length - 2] as HTMLElement;
    expect(within(lastRow).getAllByRole('cell')[1]).toHaveTextContent('20,000.00');

    await user.clear(nominal);
    await user.type(nominal, '5000');
    expect(within(flows).getByText('面額不得低於最低面額 10,000')).toBeInTheDocument();
  });

  it('shows a year of history with a 1M / 6M / 1Y switch and the period in words', async () => {
    const user = userEvent.setup();
    const bond = callable();
    renderBondPage(`/overseas/bond/marketinfo?isin=${bond.isin}`);
    expect(await screen.findByRole('img', { name: '價格走勢，1 年' })).toBeInTheDocument();
    const history = card('價格與殖利率走勢');
    expect(within(history).getByText(/1 年（.*）價格：最高 .*，最低 .*，變動/)).toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: '1M' }));
    expect(within(history).getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(history).getByText(/1 個月（.*）價格：最高/)).toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: '殖利率' }));
    expect(within(history).getByRole('img', { name: '殖利率走勢，1 個月' })).toBeInTheDocument();
  });

  it('adds the bond to the cart and stars it, with the list’s rules', async () => {
    const user = userEvent.setup();
    const bond = callable();
    renderBondPage(`/overseas/bond/marketinfo?isin=${bond.isin}`);
    await screen.findByRole('heading', { level: 1, name: bond.bondName });
    await user.click(screen.getByRole('button', { name: '加入購物車' }));
    expect(await screen.findByText(`已將 ${bond.bondName} 加入購物車。`, {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `加入自選：${bond.bondName}` }));
    expect(await screen.findByRole('button', { name: `移除自選：${bond.bondName}` }, { timeout: 5000 })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses at 加入購物車 a bond above the customer’s risk type, with the reason beside it, and saves nothing (rule ORD-5)', async () => {
    const user = userEvent.setup();
    const risky = quotes.find((candidate) => candidate.investorRestriction === 'ALL' && candidate.ProductRiskGrade === 'RR4');
    if (risky === undefined) throw new Error('the sandbox offers no RR4 bond open to everyone');
    renderBondPage(`/overseas/bond/marketinfo?isin=${risky.isin}`);
    await screen.findByRole('heading', { level: 1, name: risky.bondName });
    const add = screen.getByRole('button', { name: '加入購物車' });
    const reason = '此商品風險等級為 RR4，高於您的風險屬性（穩健型）可承受的 RR3。';
    expect(await screen.findByText(reason)).toBeVisible();
    expect(add).toHaveAccessibleDescription(reason);
    await user.click(add);
    expect(await screen.findByText(`無法將 ${risky.bondName} 加入購物車：${reason}`)).toBeInTheDocument();
    expect(sandbox.queries(FunId.FavoritesSave)).toHaveLength(0);
  });

  it('says so for an unknown ISIN and a malformed address, with the way back to the list', async () => {
    const unknown = `XS000000001${isinCheckDigit('XS000000001')}`;
    const view = renderBondPage(`/overseas/bond/marketinfo?isin=${unknown}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(`查無此債券，請確認 ISIN 是否正確。（${unknown}）`);
    expect(screen.getByRole('link', { name: '返回債券列表' })).toHaveAttribute('href', '/overseas/bond');
    view.unmount();
    renderBondPage('/overseas/bond/marketinfo?isin=abc');
    expect(screen.getByRole('alert')).toHaveTextContent('「ABC」不是有效的 ISIN');
  });

  it('shows a clear error and 重新查詢 for a malformed answer, never a blank page', async () => {
    const user = userEvent.setup();
    const bond = callable();
    sandbox.answerNext((body) => body.FunId === FunId.BondDetail, { body: JSON.stringify({ StatusCode: '0', Data: { bond: { isin: 'x' } } }) });
    renderBondPage(`/overseas/bond/marketinfo?isin=${bond.isin}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('伺服器回應資料格式不正確');
    await user.click(screen.getByRole('button', { name: '重新查詢' }));
    expect(await screen.findByRole('heading', { level: 1, name: bond.bondName })).toBeInTheDocument();
  });
});
