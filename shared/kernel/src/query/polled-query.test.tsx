import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { postQuery } from '../api/api-client';
import { ApiError } from '../api/errors';
import { setRuntimeConfig } from '../config/runtime-config';
import { writeAuthVerify } from '../session/session-storage';
import { resetLoading } from '../stores/loading.store';
import { PolledState } from '../ui/polled-state';
import { POLL_BACKOFF_CAP_MS, pollDelay, polledQuery, usePolledQuery } from './polled-query';
import { createQueryClient } from './query-client';

/** A list that refreshes on its own, against a scripted back end, on fake timers (rule ORD-2). */

const REQUEST = { FunId: 'KGItwTestOrderList', Data: {} };
// 2025-07-01 10:03:04 in Taiwan
const START = Date.UTC(2025, 6, 1, 2, 3, 4);

type Mode = { kind: 'ok'; items: string[] } | { kind: 'fail' } | { kind: 'refused' } | { kind: 'hang' };

let mode: Mode;
/** When each list request was sent (fake ms since START). */
let sent: number[];
let release: (() => void) | undefined;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function answer(current: Mode): Response {
  if (current.kind === 'ok') return json(200, { StatusCode: '0', Data: { items: current.items } });
  if (current.kind === 'refused') return json(200, { StatusCode: '4030', Message: '訪客無權限，請登入後繼續使用。' });
  return json(500, { StatusCode: '5030', Message: 'boom' });
}

const fakeFetch: typeof fetch = async (input, init) => {
  const url = String(input);
  if (!url.endsWith('/api/OffShoreBond/Query')) return json(200, {});
  sent.push(Date.now() - START);
  if (mode.kind === 'hang') {
    await new Promise<void>((resolve) => (release = resolve));
    if (init?.signal?.aborted === true) throw new DOMException('The operation was aborted.', 'AbortError');
  }
  return answer(mode);
};

function parseItems(body: unknown): string[] {
  const envelope = body as { StatusCode: string; Message?: string; Data?: { items: string[] } };
  if (envelope.StatusCode === '4030') throw new ApiError('permission', envelope.Message ?? '');
  return envelope.Data?.items ?? [];
}

function Orders({ intervalMs }: { intervalMs: number }) {
  const query = usePolledQuery(polledQuery({ queryKey: ['test-orders'], read: (call) => postQuery(REQUEST, parseItems, call), intervalMs }));
  return (
    <PolledState query={query} loadingLabel="委託載入中…" describeFailure={(reason) => `委託暫時無法取得：${reason}`}>
      {(items) => (
        <ul aria-label="委託">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PolledState>
  );
}

function renderOrders(intervalMs = 1_000) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Orders intervalMs={intervalMs} />
    </QueryClientProvider>,
  );
  return client;
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function setVisibility(state: 'visible' | 'hidden'): void {
  act(() => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

const loading = () => screen.queryByRole('status', { name: '' }) ?? screen.queryByText('委託載入中…');
const gaps = (times: number[]) => times.slice(1).map((time, index) => time - (times[index] ?? 0));

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  sessionStorage.clear();
  setRuntimeConfig({ apiBase: 'http://api.test', loginUrl: 'http://login.test', appDeepLink: 'app://x', remotes: {} });
  writeAuthVerify({
    token: 'secret-token',
    postData: { idno: 'A123456789', apver: '', applytype: '', stock: '', dirpack: '' },
    userData: { name: '王小明', accounts: [{ account: '1234567', name: '台北' }], isMobile: 'N' },
  });
  globalThis.fetch = fakeFetch;
  mode = { kind: 'fail' };
  sent = [];
  release = undefined;
});

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  resetLoading();
  jest.useRealTimers();
});

describe('pollDelay', () => {
  it('doubles the interval at each failure in a row, up to the cap, never below the interval', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((failures) => pollDelay(1_000, failures))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect([1, 2, 3].map((failures) => pollDelay(15_000, failures))).toEqual([15_000, 30_000, 30_000]);
    expect(pollDelay(60_000, 5)).toBe(60_000);
    expect(POLL_BACKOFF_CAP_MS).toBe(30_000);
  });
});

describe('a polled list', () => {
  it('shows a failure and keeps it across the polls, asking once a poll, less and less often', async () => {
    renderOrders(1_000);
    await advance(0);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('委託暫時無法取得：系統暫時無法回應，請稍後再試。');
    // a minute of a failing back end, looked at every 100 ms: never 載入中, always the failure
    for (let elapsed = 0; elapsed < 60_000; elapsed += 100) {
      await advance(100);
      expect(screen.getByRole('alert')).toHaveTextContent('委託暫時無法取得');
      expect(screen.queryByText('委託載入中…')).not.toBeInTheDocument();
    }
    // one request a poll (no retries of the API client), each wait twice the one before
    expect(sent).toEqual([0, 1_000, 3_000, 7_000, 15_000, 31_000]);
    await advance(60_000);
    expect(gaps(sent).slice(-2)).toEqual([30_000, 30_000]);
  });

  it('keeps its data when a refresh fails, marked with the time of that data, and drops the mark when a refresh succeeds', async () => {
    mode = { kind: 'ok', items: ['S0001'] };
    renderOrders(1_000);
    await advance(0);
    expect(within(await screen.findByRole('list', { name: '委託' })).getByText('S0001')).toBeInTheDocument();

    mode = { kind: 'fail' };
    await advance(1_100);
    const stale = screen.getByRole('status');
    expect(stale).toHaveTextContent('資料可能不是最新（更新失敗，10:03:04 之資料）');
    expect(within(stale).getByRole('button', { name: '重新查詢' })).toBeEnabled();
    await advance(10_000);
    expect(screen.getByRole('status')).toHaveTextContent('10:03:04 之資料');
    expect(screen.getByText('S0001')).toBeInTheDocument();

    mode = { kind: 'ok', items: ['S0001', 'S0002'] };
    await advance(8_000);
    expect(screen.getByText('S0002')).toBeInTheDocument();
    expect(screen.queryByText(/資料可能不是最新/)).not.toBeInTheDocument();
    expect(loading()).toBeNull();
  });

  it('重新查詢 asks at once and keeps the failure in place until the answer; a good answer clears it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderOrders(1_000);
    await advance(0);
    await advance(10_000);
    const before = sent.length;

    mode = { kind: 'hang' };
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: '重新查詢' }));
    await advance(0);
    expect(sent).toHaveLength(before + 1);
    // the read is on its way: the failure stays, its button busy, no 載入中
    expect(within(screen.getByRole('alert')).getByRole('button', { name: '查詢中…' })).toBeDisabled();
    expect(screen.queryByText('委託載入中…')).not.toBeInTheDocument();

    mode = { kind: 'ok', items: ['S0003'] };
    await act(async () => release?.());
    await advance(0);
    expect(screen.getByText('S0003')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks nothing while the tab is hidden, failing or not, and asks again when it is shown', async () => {
    renderOrders(1_000);
    await advance(0);
    await screen.findByRole('alert');
    setVisibility('hidden');
    const asked = sent.length;
    await advance(120_000);
    expect(sent).toHaveLength(asked);
    setVisibility('visible');
    await advance(0);
    expect(sent).toHaveLength(asked + 1);

    mode = { kind: 'ok', items: ['S0004'] };
    await advance(30_000);
    expect(screen.getByText('S0004')).toBeInTheDocument();
    setVisibility('hidden');
    const healthy = sent.length;
    await advance(10_000);
    expect(sent).toHaveLength(healthy);
  });

  it('stops polling after a refusal no poll can mend, and keeps saying why', async () => {
    mode = { kind: 'refused' };
    renderOrders(1_000);
    await advance(0);
    expect(await screen.findByRole('alert')).toHaveTextContent('訪客無權限，請登入後繼續使用。');
    await advance(60_000);
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('訪客無權限');
  });
});
