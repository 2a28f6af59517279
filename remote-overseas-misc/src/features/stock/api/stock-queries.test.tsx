import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useQuery } from 'shared';
import { QueryProvider, resetServerState } from 'shared/internal';
import { stockChartQuery, stockQuotesQuery } from './stock-queries';

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Reads a query as a page would, with the page's refresh policy as it is and a back end that counts the asks. */
function watch<T extends { readonly queryKey: readonly unknown[] }>(options: T) {
  let asked = 0;
  const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider>{children}</QueryProvider>;
  const view = renderHook(
    () =>
      useQuery({
        ...options,
        queryFn: () => {
          asked += 1;
          return Promise.resolve(asked);
        },
      }),
    { wrapper },
  );
  return { asked: () => asked, stop: () => view.unmount() };
}

async function pass(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

describe('quote refreshes (rule STK-2)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setTabHidden(false);
  });
  afterEach(() => {
    resetServerState();
    setTabHidden(false);
    jest.useRealTimers();
  });

  it('asks for quotes again every 15 s while the page is visible, and not at all while the tab is hidden', async () => {
    const quotes = watch(stockQuotesQuery(['AAPL.US']));
    await pass(0);
    expect(quotes.asked()).toBe(1);

    await pass(14_900);
    expect(quotes.asked()).toBe(1);
    await pass(100);
    expect(quotes.asked()).toBe(2);
    await pass(15_000);
    expect(quotes.asked()).toBe(3);

    setTabHidden(true);
    await pass(60_000);
    expect(quotes.asked()).toBe(3);
    quotes.stop();
  });

  it("refreshes today's chart every minute while visible, and the year's chart only once a visit", async () => {
    const today = watch(stockChartQuery('AAPL.US', '1D'));
    const year = watch(stockChartQuery('AAPL.US', '1Y'));
    await pass(120_000);

    expect(today.asked()).toBe(3);
    expect(year.asked()).toBe(1);
    today.stop();
    year.stop();
  });
});
