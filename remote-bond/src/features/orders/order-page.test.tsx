import { formatMoney } from 'shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Decimal } from 'shared/money';
import { buildOrderDetailRequest, buildOrderListRequest, buildOrderPlaceRequest, buildSymbolListRequest, parseOrderDetailAnswer, parseOrderListAnswer, parseOrderPlaceAnswer, parseSymbolListAnswer, SymbolKind, type Bond } from '@shared/bond';
import { formatBrokerDate, postQuery, readAuthVerify } from 'shared';
import { FunId } from '../../../../shared/kernel/src/contracts/endpoints';
import { resetAccounts, resetLogin } from 'shared/internal';
import { resetLoading } from '../../../../shared/kernel/src/stores/loading.store';
import { resetModal } from '../../../../shared/kernel/src/stores/modal.store';
import { pinClock } from '../../test/pin-clock';
import { renderBondPage } from '../../test/render-bond-page';
import { installSandboxFetch, type QueryBody, type SandboxFetch } from '../../test/sandbox-fetch';
import { resetUnsavedChanges } from '../saved-lists';
import { fetchCart, saveCart } from '../saved-lists/saved-lists-api';
import { resetCartPosition } from '../cart/api/cart-position-query';
import { clearOrderDraft } from './order-draft.store';
import { exCouponStatus } from '@shared/bond/math';
import { settlementDateAt } from '../bond-detail';

/**
 * Order entry against the sandbox's real handlers (rules ORD-5 … ORD-11): from the cart to the result,
 * and what the server then holds.
 */

const ACCOUNT = '1234567';
let sandbox: SandboxFetch & { restore: () => Promise<void> };
let quotes: readonly Bond[] = [];

const bondWhere = (test: (bond: Bond) => boolean) => {
  const bond = quotes.find((candidate) => candidate.issueCurrency === 'USD' && candidate.faceValue <= 10_000 && test(candidate));
  if (bond === undefined) throw new Error('no such bond in the sandbox');
  return bond;
};
const isPlace = (body: QueryBody) => body.FunId === FunId.BondOrderPlace;

async function cartWith(bonds: readonly Bond[]) {
  const idno = readAuthVerify()?.postData.idno ?? '';
  const { version } = await fetchCart(idno, ACCOUNT, { loading: false });
  await saveCart(idno, ACCOUNT, bonds.map((bond) => ({ isin: bond.isin, faceValue: 10_000, price: bond.refPriceBuyNumber })), version, { loading: false });
}

/** A cart as saved before the customer's profile changed: the save call would refuse these lines now (rule ORD-5). */
async function cartSavedEarlier(bonds: readonly Bond[]) {
  const carDataList = bonds.map((bond) => ({ isin: bond.isin, faceValue: 10_000, price: bond.refPriceBuyNumber }));
  await sandbox.fetch('http://sandbox/__sandbox/carts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: ACCOUNT, carDataList }) });
}

/** Opens the cart, picks every line and goes to order entry. */
async function goToOrder(user: ReturnType<typeof userEvent.setup>) {
  const rendered = renderBondPage('/overseas/bond/cart');
  await user.click(await screen.findByRole('button', { name: '前往下單' }, { timeout: 5_000 }));
  expect(await screen.findByRole('heading', { name: '債券下單', level: 1 })).toBeInTheDocument();
  return rendered;
}

/** Puts a plain bond in the cart and confirms its order with every answer lost on its way back (the sandbox places it). */
async function confirmWithAnswersLost() {
  const plain = bondWhere((bond) => bond.ProductRiskGrade <= 'RR2' && bond.investorRestriction === 'ALL');
  await cartWith([plain]);
  const user = userEvent.setup();
  const { unmount } = await goToOrder(user);
  await user.click(await screen.findByRole('button', { name: '下一步：確認委託' }));
  await user.click(screen.getByRole('checkbox', { name: /外國債券風險預告書/ }));
  const lost = sandbox.loseAnswers(isPlace);
  await user.click(screen.getByRole('button', { name: '確認送出' }));
  expect(await screen.findByRole('alert', {}, { timeout: 6_000 })).toHaveTextContent('委託結果未明');
  lost.stop();
  return { user, unmount };
}

/** The account's bond orders as the sandbox holds them today. */
async function placedOrders() {
  const list = await postQuery(buildOrderListRequest({ account: ACCOUNT, fromDate: '20250601', toDate: '20250731', state: '', page: 1 }), parseOrderListAnswer, { loading: false });
  return list.orders;
}

/** 10:00 Taipei time on the sandbox's pinned date: before the cut-off, so no pre-order. */
const SANDBOX_NOW = Date.UTC(2025, 6, 1, 2, 0, 0);
/** The value beside a term of a figure list (`dt`/`dd`), as shown. */
function figure(container: HTMLElement, term: string | RegExp): string {
  const label = within(container).getByText(term, { selector: 'dt' });
  return within(label.parentElement ?? container).getByRole('definition').textContent ?? '';
}

// each test starts a sandbox and reads the 5,000-bond quote list: slow on a busy machine
jest.setTimeout(30_000);

beforeEach(async () => {
  sessionStorage.clear();
  clearOrderDraft();
  resetUnsavedChanges();
  resetCartPosition();
  // the sandbox's clock at 10:00 Taipei time on its pinned date: before the cut-off, so no pre-order
  sandbox = await installSandboxFetch({ now: () => SANDBOX_NOW, testControls: true });
  await sandbox.signIn('A123456789');
  quotes = await postQuery(buildSymbolListRequest({ kind: SymbolKind.Quotes }), parseSymbolListAnswer, { loading: false });
});

afterEach(async () => {
  jest.useRealTimers();
  await act(async () => {
    clearOrderDraft();
    resetUnsavedChanges();
    resetLoading();
    resetModal();
    resetLogin();
    resetAccounts();
  });
  await sandbox.restore();
});

describe('order entry', () => {
  it('refuses an RR5 bond to a moderate customer with the reason, sends the other after the acknowledgment, and clears it from the cart', async () => {
    const plain = bondWhere((bond) => bond.ProductRiskGrade <= 'RR2' && bond.investorRestriction === 'ALL');
    const risky = bondWhere((bond) => bond.ProductRiskGrade === 'RR5');
    await cartSavedEarlier([plain, risky]);
    const user = userEvent.setup();
    await goToOrder(user);

    const riskyLine = await screen.findByRole('article', { name: risky.bondName });
    expect(within(riskyLine).getByText('此商品風險等級為 RR5，高於您的風險屬性（穩健型）可承受的 RR3。')).toBeInTheDocument();
    const plainLine = screen.getByRole('article', { name: plain.bondName });
    expect(within(plainLine).getByText('適合度檢核通過')).toBeInTheDocument();
    expect(within(plainLine).getByText('預估應付金額')).toBeInTheDocument();
    expect(within(plainLine).getByText(/^約當新台幣$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '下一步：確認委託' }));
    expect(screen.getByText('以下 1 筆買進委託將送出（效期：當日有效）：')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: '確認送出' });
    expect(submit).toBeDisabled();
    // the disclosure the customer acknowledges is one tap away, in a new tab that cannot reach back (rule SHL-15)
    const disclosure = screen.getByRole('link', { name: /^外國債券風險預告書\s?（另開新視窗）$/ });
    expect(disclosure).toHaveAttribute('href', 'http://api.test/docs/bond-risk-disclosure');
    expect(disclosure).toHaveAttribute('target', '_blank');
    expect(disclosure).toHaveAttribute('rel', 'noopener');
    await user.click(screen.getByRole('checkbox', { name: /外國債券風險預告書/ }));
    await user.click(submit);

    expect(await screen.findByText(/已受理，委託書號 B\d+/)).toBeInTheDocument();
    const sent = sandbox.queries(FunId.BondOrderPlace);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.Data).toMatchObject({ account: ACCOUNT, side: 'B', riskAcknowledged: true, lines: [{ isin: plain.isin, nominal: '10000' }] });
    await waitFor(async () => expect((await fetchCart('A123456789', ACCOUNT, { loading: false })).items.map((item) => item.isin)).toEqual([risky.isin]));
  });

  it('confirms with the cart\'s figures, every part named, and the back end holds exactly the total shown (rules ORD-7, ORD-8)', async () => {
    // the page's clock is the sandbox's: 10:00 Taipei on its pinned date
    pinClock(SANDBOX_NOW);
    const plain = bondWhere((bond) => bond.ProductRiskGrade <= 'RR2' && bond.investorRestriction === 'ALL' && bond.faceRate > 0);
    await cartWith([plain]);
    const user = userEvent.setup();
    renderBondPage('/overseas/bond/cart');
    const cartLine = await screen.findByRole('article', { name: plain.bondName }, { timeout: 5_000 });
    const cartFigures = within(cartLine).getByLabelText(`${plain.bondName} 預估金額`);
    const cartTotal = figure(cartFigures, '預估應付金額（成交金額＋前手息＋手續費）');
    const cartFee = figure(cartFigures, '手續費');
    const cartAccrued = figure(cartFigures, /^前手息/);
    await user.click(screen.getByRole('button', { name: '前往下單' }));
    expect(await screen.findByRole('heading', { name: '債券下單', level: 1 })).toBeInTheDocument();
    const orderLine = await screen.findByRole('article', { name: plain.bondName });
    expect(figure(orderLine, '預估應付金額')).toBe(cartTotal);
    // the line's TWD equivalent is said as the confirmation says it (one text, twdEquivalentText)
    const lineTwd = figure(orderLine, '約當新台幣');
    expect(lineTwd).toMatch(/^新台幣 [\d,]+\.\d{2}（參考匯率 [\d.]+，\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}）$/);
    // the quote the limit starts from, with the time it was published (rule BND-17)
    const quoted = `${plain.priceDate.slice(0, 4)}/${plain.priceDate.slice(4, 6)}/${plain.priceDate.slice(6, 8)} 08:00`;
    expect(within(orderLine).getByText(`參考買價 ${plain.refPriceBuyNumber.toFixed(3)}（報價時間 ${quoted}）`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一步：確認委託' }));

    const block = screen.getByRole('region', { name: `${plain.bondName} 委託明細` });
    expect(figure(block, '限價（每百元面額）')).toBe(plain.refPriceBuyNumber.toFixed(3));
    expect(figure(block, '申購面額')).toBe('USD 10,000.00');
    expect(figure(block, '手續費')).toBe(cartFee);
    expect(figure(block, /^前手息（\d+ 天，計至交割日 \d{4}\/\d{2}\/\d{2}）$/)).toBe(cartAccrued);
    const total = figure(block, '預估應付金額（成交金額＋前手息＋手續費）');
    expect(total).toBe(cartTotal);
    expect(figure(block, '約當新台幣')).toBe(lineTwd);
    expect(figure(block, '保管費（首年預估，另計）')).toMatch(/不含於應付金額；持有期間按面額年費率 0.2%（每年最低 USD 10.00）計收/);
    const settlement = figure(block, '預計交割日');
    const holds = screen.getByRole('table', { name: '送出後圈存（依交割幣別）' });
    const usd = within(holds).getByRole('row', { name: /^USD/ });
    const [held, , before, after] = within(usd).getAllByRole('cell').map((cell) => cell.textContent ?? '');
    expect(held).toBe(total);
    const amount = (text: string | undefined) => new Decimal((text ?? '').replace(/[^\d.-]/g, ''));
    expect(amount(before).minus(amount(after)).eq(amount(total))).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: /外國債券風險預告書/ }));
    await user.click(screen.getByRole('button', { name: '確認送出' }));
    const accepted = await screen.findByText(/已受理，委託書號 B\d+/);
    const orderNo = /B\d+/.exec(accepted.textContent ?? '')?.[0] ?? '';
    const detail = await postQuery(buildOrderDetailRequest(ACCOUNT, orderNo), parseOrderDetailAnswer, { loading: false });
    expect(formatMoney(detail.heldAmount, 'USD')).toBe(total);
    expect(formatBrokerDate(detail.expectedSettlementDate)).toBe(settlement);
  });

  it('says 除息交易中 on an order line settling inside the bond\u2019s ex-coupon window (rule BND-11)', async () => {
    pinClock(SANDBOX_NOW);
    const ex = quotes.find((bond) => bond.issueCurrency !== 'ZAR' && exCouponStatus(bond, settlementDateAt(SANDBOX_NOW, bond.issueCurrency)) !== null);
    if (ex === undefined) throw new Error('no bond inside its window on the sandbox day');
    await cartWith([ex]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await goToOrder(user);
    const orderLine = await screen.findByRole('article', { name: ex.bondName });
    expect(within(orderLine).getByText('除息交易中')).toHaveAccessibleDescription(/^自 \d{4}\/\d{2}\/\d{2} 交割起除息：買方不含 .* 之下期配息/);
  });

  it('sends one order for a double click on 確認送出', async () => {
    const plain = bondWhere((bond) => bond.ProductRiskGrade <= 'RR2' && bond.investorRestriction === 'ALL');
    await cartWith([plain]);
    const user = userEvent.setup();
    await goToOrder(user);
    await user.click(await screen.findByRole('button', { name: '下一步：確認委託' }));
    await user.click(screen.getByRole('checkbox', { name: /外國債券風險預告書/ }));
    await user.dblClick(screen.getByRole('button', { name: '確認送出' }));
    expect(await screen.findByText(/已受理，委託書號/)).toBeInTheDocument();
    expect(sandbox.queries(FunId.BondOrderPlace)).toHaveLength(1);
  });

  it('after a submit the back end never received, asks before sending again and then sends under a new key, placing one order', async () => {
    const plain = bondWhere((bond) => bond.ProductRiskGrade <= 'RR2' && bond.investorRestriction === 'ALL');
    await cartWith([plain]);
    const user = userEvent.setup();
    await goToOrder(user);
    const face = within(await screen.findByRole('article', { name: plain.bondName })).getByLabelText(/申購面額/);
    await user.clear(face);
    await user.type(face, '20000');
    await user.click(screen.getByRole('button', { name: '下一步：確認委託' }));
    await user.click(screen.getByRole('checkbox', { name: /外國債券風險預告書/ }));
    // a 500 answered every try of the submit, before it reached the order book
    for (let i = 0; i < 4; i += 1) sandbox.answerNext(isPlace, { status: 500, body: '{"StatusCode":"5000","Message":"系統錯誤"}' });
    await user.click(screen.getByRole('button', { name: '確認送出' }));
    // the client tries a keyed change again on a 500 (about 2 s of waits) before it gives up
    expect(await screen.findByRole('alert', {}, { timeout: 6_000 })).toHaveTextContent('委託結果未明');
    const firstKeys = new Set(sandbox.queries(FunId.BondOrderPlace).map((body) => body.Data['ClientKey']));
    expect(firstKeys.size).toBe(1);

    await user.click(screen.getByRole('button', { name: '確認送出' }));
    expect(await screen.findByText(/已受理，委託書號/)).toBeInTheDocument();
    expect(sandbox.queries(FunId.SubmitStatus)).toHaveLength(1);
    const sent = sandbox.queries(FunId.BondOrderPlace);
    expect(new Set(sent.map((body) => body.Data['ClientKey'])).size).toBe(2);
    expect(sent.at(-1)?.Data).toMatchObject({ lines: [{ isin: plain.isin, nominal: '20000' }] });
    expect(await placedOrders()).toHaveLength(1);
  });

  it('after an answer lost on every try, 返回修改 and confirming again places no second order and shows the first', async () => {
    const { user } = await confirmWithAnswersLost();

    await user.click(screen.getByRole('button', { name: '返回修改' }));
    expect(screen.getByRole('alert')).toHaveTextContent('委託結果未明');
    await user.click(screen.getByRole('button', { name: '下一步：確認委託' }));
    await user.click(screen.getByRole('button', { name: '確認送出' }));
    expect(await screen.findByText(/已受理，委託書號 B\d+/)).toBeInTheDocument();
    expect(await placedOrders()).toHaveLength(1);
  });

  it('after an answer lost and a reload, finds the accepted order without sending it again', async () => {
    const { unmount } = await confirmWithAnswersLost();
    unmount();
    const sentBefore = sandbox.queries(FunId.BondOrderPlace).length;

    renderBondPage('/overseas/bond/order');
    expect(await screen.findByText(/已受理，委託書號 B\d+/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(sandbox.queries(FunId.BondOrderPlace)).toHaveLength(sentBefore);
    expect(await placedOrders()).toHaveLength(1);
  });

  it('two tabs, one cart: a submit of lines another tab already ordered is refused for those lines, and nothing is ordered twice (rule ORD-19)', async () => {
    const plain = bondWhere((bond) => bond.ProductRiskGrade <= 'RR2' && bond.investorRestriction === 'ALL');
    await cartWith([plain]);
    const user = userEvent.setup();
    await goToOrder(user);
    await user.click(await screen.findByRole('button', { name: '下一步：確認委託' }));
    await user.click(screen.getByRole('checkbox', { name: /外國債券風險預告書/ }));
    // the other tab confirms the same cart line first
    await postQuery(
      buildOrderPlaceRequest({ account: ACCOUNT, ClientKey: 'abcdefab-1234-4123-8123-123456789012', side: 'B', validity: 'DAY', goodTillDate: '', riskAcknowledged: true, lines: [{ isin: plain.isin, nominal: '10000', limitPrice: plain.refPriceBuyNumber.toFixed(3) }], fromCart: true }),
      parseOrderPlaceAnswer,
      { loading: false },
    );
    await user.click(screen.getByRole('button', { name: '確認送出' }));
    expect(await screen.findByText(/未受理：此債券已不在購物車中/)).toBeInTheDocument();
    expect(await placedOrders()).toHaveLength(1);
  });

  it('refuses bad input beside the field and sends nothing while a line is invalid', async () => {
    const plain = bondWhere((bond) => bond.ProductRiskGrade <= 'RR2' && bond.investorRestriction === 'ALL');
    await cartWith([plain]);
    const user = userEvent.setup();
    await goToOrder(user);
    const line = await screen.findByRole('article', { name: plain.bondName });
    const price = within(line).getByLabelText(/限價/);
    await user.clear(price);
    await user.type(price, '1.2345');
    expect(within(line).getByText('限價最多 3 位小數')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一步：確認委託' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /長效/ }));
    expect(screen.getByText('請選擇長效單的有效日期')).toBeInTheDocument();
  });

  it('tells a visitor without an order to start from the cart', async () => {
    renderBondPage('/overseas/bond/order');
    expect(await screen.findByText('尚未選擇要下單的債券。請在購物車勾選債券後按「前往下單」。')).toBeInTheDocument();
    expect(sandbox.queries(FunId.BondOrderPlace)).toHaveLength(0);
  });
});
