import { formatAmount, formatMoney } from 'shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Decimal } from 'shared/money';
import { exCouponStatus, nextCouponOf } from '@shared/bond/math';
import { taipeiDate } from 'shared/calendar';
import { buildBondHoldingsRequest, buildOrderDetailRequest, parseOrderDetailAnswer, buildOrderListRequest, buildOrderPlaceRequest, buildSymbolListRequest, parseBondHoldingsAnswer, parseOrderListAnswer, parseOrderPlaceAnswer, parseSymbolListAnswer, SymbolKind } from '@shared/bond';
import { buildFxRatesRequest, parseFxRatesAnswer } from '@shared/account';
import { formatBrokerDate, postQuery } from 'shared';
import { FunId } from '../../../../shared/kernel/src/contracts/endpoints';
import { resetAccounts, resetLogin, selectAccount } from 'shared/internal';
import { resetLoading } from '../../../../shared/kernel/src/stores/loading.store';
import { resetModal } from '../../../../shared/kernel/src/stores/modal.store';
import { renderBondPage } from '../../test/render-bond-page';
import { installSandboxFetch, type SandboxFetch } from '../../test/sandbox-fetch';
import { pinClock } from '../../test/pin-clock';
import { settlementDateAt } from '../bond-detail';
import { viewPositions } from './domain/holdings';

/** 10:00 Taipei time on the sandbox's pinned date. */
const SANDBOX_NOW = Date.UTC(2025, 6, 1, 2, 0, 0);

/** The value beside a term of a figure list (`dt`/`dd`), as shown. */
function figure(container: HTMLElement, term: string | RegExp): string {
  const label = within(container).getByText(term, { selector: 'dt' });
  return within(label.parentElement ?? container).getByRole('definition').textContent ?? '';
}

/** Holdings and sell against the sandbox's real order book (rules ORD-15 … ORD-17). */

const ACCOUNT = '2345678';
let sandbox: SandboxFetch & { restore: () => Promise<void> };

const control = (path: string, body: object) =>
  sandbox.fetch(`http://api.test/__sandbox/bond-orders/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

// each test starts a sandbox and reads the 5,000-bond quote list: slow on a busy machine
jest.setTimeout(30_000);

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch({ testControls: true, orderFillDelayMs: 3_600_000, now: () => SANDBOX_NOW });
  await sandbox.signIn('B223456789');
  act(() => selectAccount(ACCOUNT));
});

afterEach(async () => {
  jest.useRealTimers();
  await act(async () => {
    resetLoading();
    resetModal();
    resetLogin();
    resetAccounts();
  });
  await sandbox.restore();
});

describe('holdings', () => {
  it('shows the starting positions with totals and the cash-flow table, and a filled buy without a reload', async () => {
    renderBondPage('/overseas/bond/account');
    const table = await screen.findByRole('table', { name: '庫存明細' }, { timeout: 8_000 });
    const start = await holdingsNow();
    expect(within(table).getAllByRole('row')).toHaveLength(start.positions.length + 1);
    expect(screen.getByRole('table', { name: '合計（依幣別）' })).toBeInTheDocument();
    // each unrealised gain or loss carries its sign and its colour, as on every page (rule SHL-14)
    const gains = within(table).getAllByText(/^[+-][\d,]+(\.\d+)?$/);
    expect(gains.length).toBeGreaterThan(0);
    for (const gain of gains) expect(gain).toHaveClass(gain.textContent?.startsWith('+') === true ? 'ui-gain-loss--up' : 'ui-gain-loss--down');
    expect(screen.getByRole('table', { name: '未來 12 個月現金流（依月份、幣別；淨額已扣除保管費）' })).toBeInTheDocument();

    const quotes = await postQuery(buildSymbolListRequest({ kind: SymbolKind.Quotes }), parseSymbolListAnswer, { loading: false });
    const fresh = quotes.find((bond) => bond.issueCurrency === 'USD' && bond.faceValue <= 10_000 && !start.positions.some((p) => p.isin === bond.isin));
    if (fresh === undefined) throw new Error('no bond');
    const placed = await postQuery(
      buildOrderPlaceRequest({
        account: ACCOUNT,
        ClientKey: 'abcdefab-1234-4123-8123-123456789012',
        side: 'B',
        validity: 'DAY',
        goodTillDate: '',
        riskAcknowledged: false,
        lines: [{ isin: fresh.isin, nominal: '10000', limitPrice: fresh.refPriceBuyNumber.toFixed(3) }],
      }),
      parseOrderPlaceAnswer,
      { loading: false },
    );
    await control('fill', { orderNo: placed.results[0]?.orderNo });
    expect(await within(table).findByText(fresh.bondName, {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('says 除息交易中 on a bond bought inside its ex-coupon window, whose next coupon is the one after (rule BND-11)', async () => {
    // the account settles AUD and ZAR; money enough in any currency, so the test is about coupons alone
    await sandbox.restore();
    const plenty = new Decimal('1e12');
    sandbox = await installSandboxFetch({
      testControls: true,
      orderFillDelayMs: 3_600_000,
      now: () => SANDBOX_NOW,
      orderFunds: { available: () => plenty, hold: () => ({ ok: true }), release: () => undefined, settle: () => ({ ok: true }), credit: () => ({ ok: true }) },
    });
    await sandbox.signIn('B223456789');
    act(() => selectAccount(ACCOUNT));
    pinClock(SANDBOX_NOW);
    const quotes = await postQuery(buildSymbolListRequest({ kind: SymbolKind.Quotes }), parseSymbolListAnswer, { loading: false });
    const ex = quotes.find((bond) => ['AUD', 'ZAR'].includes(bond.issueCurrency) && exCouponStatus(bond, settlementDateAt(SANDBOX_NOW, bond.issueCurrency)) !== null);
    const window = ex === undefined ? null : exCouponStatus(ex, settlementDateAt(SANDBOX_NOW, ex.issueCurrency));
    if (ex === undefined || window === null) throw new Error('no AUD or ZAR bond inside its window on the sandbox day');
    const placed = await postQuery(
      buildOrderPlaceRequest({
        account: ACCOUNT,
        ClientKey: 'abcdefab-1234-4123-8123-1234567890ee',
        side: 'B',
        validity: 'DAY',
        goodTillDate: '',
        riskAcknowledged: true,
        lines: [{ isin: ex.isin, nominal: String(Math.max(ex.faceValue, ex.issueCurrency === 'ZAR' ? 100_000 : 10_000)), limitPrice: ex.refPriceBuyNumber.toFixed(3) }],
      }),
      parseOrderPlaceAnswer,
      { loading: false },
    );
    expect(placed.results[0]).toMatchObject({ accepted: true, message: '' });
    await control('fill', { orderNo: placed.results[0]?.orderNo });
    renderBondPage('/overseas/bond/account');
    const table = await screen.findByRole('table', { name: '庫存明細' }, { timeout: 8_000 });
    const row = (await within(table).findByText(ex.bondName, {}, { timeout: 5_000 })).closest('tr') as HTMLElement;
    expect(within(row).getByText('除息交易中')).toHaveAccessibleDescription(/買方不含 .* 之下期配息，應計利息（前手息）為負；賣方仍領取該期配息。/);
    // the coupon of the window goes to the seller: the next one is a period later
    const after = nextCouponOf(ex, window.couponDate)?.date ?? '';
    const nextCoupon = within(row).getByText(/^\d{4}\/\d{2}\/\d{2}／/);
    expect(nextCoupon).toHaveTextContent(new RegExp(`^${formatBrokerDate(after)}／`));
  });

  it('shows the TWD total summed exactly and rounded once at the rates it names, with their time (rule ACC-4)', async () => {
    renderBondPage('/overseas/bond/account');
    await screen.findByRole('table', { name: '庫存明細' }, { timeout: 8_000 });
    const totals = screen.getByRole('table', { name: '合計（依幣別）' });
    const total = await within(totals).findByTestId('holdings-twd-total');
    await within(totals).findAllByText(/^\d[\d,]*\.\d{4}$/);
    const [rates, holdings] = await Promise.all([postQuery(buildFxRatesRequest(), parseFxRatesAnswer, { loading: false }), holdingsNow()]);
    const rateOf = (currency: string) => rates.rates.find((rate) => rate.currency === currency)?.rate;
    const views = viewPositions(holdings.positions, holdings.cashFlows, taipeiDate(), rateOf);
    const exact = views.reduce((sum, view) => sum.plus(view.value.times(rateOf(view.position.issueCurrency) ?? 'NaN')), new Decimal(0));
    expect(total).toHaveTextContent(formatAmount(exact.round(2, Decimal.roundHalfUp), 'TWD'));
    // each currency's line names its rate; the time of the rates is said once
    const usd = within(totals).getByRole('row', { name: /^USD / });
    expect(usd).toHaveTextContent(new Decimal(rateOf('USD') ?? '0').toFixed(4));
    expect(screen.getByText(/^新台幣金額依 2025\/07\/01 10:00 參考匯率換算；合計以未四捨五入金額加總後四捨五入至分。$/)).toBeInTheDocument();
  });

  it('sells from a position: the ticket refuses a nominal above what may be sold and a price outside the band, then places one sell', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond/account');
    const start = await holdingsNow();
    const position = start.positions[0];
    if (position === undefined) throw new Error('no starting position');
    await user.click(await screen.findByRole('button', { name: `賣出 ${position.bondName}` }, { timeout: 8_000 }));
    const ticket = screen.getByRole('region', { name: `賣出 ${position.bondName}` });
    const face = within(ticket).getByLabelText(/賣出面額/);
    await user.clear(face);
    await user.type(face, String(Number(position.nominal) + 1000));
    expect(within(ticket).getByText(/賣出面額不得超過可賣面額/)).toBeInTheDocument();
    await user.clear(face);
    await user.type(face, position.nominal);
    const price = within(ticket).getByLabelText(/賣出限價/);
    await user.clear(price);
    await user.type(price, (Number(position.bidPrice) * 1.2).toFixed(3));
    expect(within(ticket).getByText(/限價須介於/)).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, Number(position.bidPrice).toFixed(3));
    await user.click(within(ticket).getByRole('button', { name: '下一步：確認賣出' }));
    await within(ticket).findByLabelText('賣出明細');
    await user.click(within(ticket).getByRole('button', { name: '確認賣出' }));
    expect(await within(ticket).findByText(/賣出委託已受理，委託書號/)).toBeInTheDocument();
    const sells = sandbox.queries(FunId.BondOrderPlace);
    expect(sells).toHaveLength(1);
    expect(sells[0]?.Data).toMatchObject({ side: 'S', lines: [{ isin: position.isin, nominal: position.nominal }] });
  });

  it('sells: the ticket starts empty, 全部 fills in what may be sold, and the confirmation shows the net proceeds the sandbox then credits (rules ORD-7, ORD-17)', async () => {
    pinClock(SANDBOX_NOW);
    const user = userEvent.setup();
    renderBondPage('/overseas/bond/account');
    const position = (await holdingsNow()).positions.find((candidate) => candidate.issueCurrency === 'USD' && candidate.reservedNominal === '0');
    if (position === undefined) throw new Error('no USD position');
    await user.click(await screen.findByRole('button', { name: `賣出 ${position.bondName}` }, { timeout: 8_000 }));
    const ticket = screen.getByRole('region', { name: `賣出 ${position.bondName}` });
    const face = within(ticket).getByLabelText(/賣出面額/);
    expect(face).toHaveValue('');
    expect(within(ticket).getByRole('button', { name: '下一步：確認賣出' })).toBeDisabled();
    await user.click(within(ticket).getByRole('button', { name: /^全部/ }));
    expect(face).toHaveValue(position.nominal);
    await user.click(within(ticket).getByRole('button', { name: '下一步：確認賣出' }));

    const figures = await within(ticket).findByLabelText('賣出明細');
    expect(figure(figures, '賣出限價（每百元面額）')).toBe(Number(position.bidPrice).toFixed(3));
    expect(figure(figures, '賣出面額')).toBe(formatMoney(position.nominal, 'USD'));
    expect(figure(figures, /^應收前手息（\d+ 天，計至交割日 \d{4}\/\d{2}\/\d{2}）$/)).toMatch(/^USD -?[\d,]+\.\d{2}$/);
    expect(figure(figures, '手續費')).toMatch(/^USD [\d,]+\.\d{2}$/);
    const proceeds = figure(figures, '預估淨收入（成交金額＋前手息－手續費）');
    expect(figure(figures, '約當新台幣')).toMatch(/^新台幣 [\d,]+\.\d{2}（參考匯率 [\d.]+，/);
    const settlement = figure(figures, '預計交割日（入帳日）');

    await user.click(within(ticket).getByRole('button', { name: '確認賣出' }));
    const accepted = await within(ticket).findByText(/賣出委託已受理，委託書號/);
    const orderNo = /B\d+/.exec(accepted.textContent ?? '')?.[0] ?? '';
    // the sell's limit is the bid, so it fills at it: what the sandbox credits is the confirmation's figure
    await control('fill', { orderNo });
    const detail = await postQuery(buildOrderDetailRequest(ACCOUNT, orderNo), parseOrderDetailAnswer, { loading: false });
    expect(detail.state).toBe('FILLED');
    expect(formatMoney(detail.settlementAmount, 'USD')).toBe(proceeds);
    expect(formatBrokerDate(detail.settlementDate)).toBe(settlement);
  });

  it('after a sell whose answer was lost, 返回修改 and confirming again places no second sell (rule ORD-18)', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond/account');
    const start = await holdingsNow();
    const position = start.positions[0];
    if (position === undefined) throw new Error('no starting position');
    await user.click(await screen.findByRole('button', { name: `賣出 ${position.bondName}` }, { timeout: 8_000 }));
    const ticket = screen.getByRole('region', { name: `賣出 ${position.bondName}` });
    // part of the position: what is left may still be sold, so only the once-only rule stops a second sell
    const increment = position.faceValueIncrement;
    const part = Math.max(increment, Math.floor(Number(position.nominal) / 2 / increment) * increment);
    await user.type(within(ticket).getByLabelText(/賣出面額/), String(part));
    await user.click(within(ticket).getByRole('button', { name: '下一步：確認賣出' }));
    await within(ticket).findByLabelText('賣出明細');
    const lost = sandbox.loseAnswers((body) => body.FunId === FunId.BondOrderPlace);
    await user.click(within(ticket).getByRole('button', { name: '確認賣出' }));
    expect(await within(ticket).findByRole('alert', {}, { timeout: 6_000 })).toHaveTextContent('賣出委託結果未明');
    lost.stop();
    await user.click(within(ticket).getByRole('button', { name: '返回修改' }));
    await user.click(within(ticket).getByRole('button', { name: '下一步：確認賣出' }));
    await within(ticket).findByLabelText('賣出明細');
    await user.click(within(ticket).getByRole('button', { name: '確認賣出' }));
    expect(await within(ticket).findByText(/賣出委託已受理，委託書號/)).toBeInTheDocument();
    const list = await postQuery(buildOrderListRequest({ account: ACCOUNT, state: '', fromDate: '20250601', toDate: '20250731', page: 1 }), parseOrderListAnswer, { loading: false });
    expect(list.orders.filter((order) => order.side === 'S')).toHaveLength(1);
  });
});

async function holdingsNow() {
  return postQuery(buildBondHoldingsRequest(ACCOUNT), parseBondHoldingsAnswer, { loading: false });
}
