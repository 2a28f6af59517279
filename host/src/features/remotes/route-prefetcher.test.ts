import { createRoutePrefetcher } from './route-prefetcher';

describe('createRoutePrefetcher', () => {
  it('fetches each remote once, whatever the number of links to it', async () => {
    const load = jest.fn(() => Promise.resolve());
    const prefetch = createRoutePrefetcher(load);
    prefetch('/overseas/bond');
    prefetch('/overseas/bond/cart');
    prefetch('/marginDeposit/info');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load.mock.calls).toEqual([['remote_bond'], ['remote_margin']]);
  });

  it('runs at most the given number of loads at once', async () => {
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const load = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          running += 1;
          peak = Math.max(peak, running);
          releases.push(() => {
            running -= 1;
            resolve();
          });
        }),
    );
    const prefetch = createRoutePrefetcher(load, 2);
    prefetch('/overseas/bond');
    prefetch('/marginDeposit/info');
    prefetch('/overseas/fund');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(running).toBe(2);
    releases.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(3);
    expect(peak).toBe(2);
  });

  it('tries a remote again after its prefetch failed', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const prefetch = createRoutePrefetcher(load);
    prefetch('/overseas/bond');
    await new Promise((resolve) => setTimeout(resolve, 0));
    prefetch('/overseas/bond');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('prefetch timing', () => {
  it('fetches a link that came into view only once the page has settled, and a hovered one at once', async () => {
    const load = jest.fn(() => Promise.resolve());
    let settle: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const prefetch = createRoutePrefetcher(load, 4, () => settled);
    prefetch('/marginDeposit/info', 'visible');
    prefetch('/overseas/bond', 'intent');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load.mock.calls).toEqual([['remote_bond']]);
    settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load.mock.calls).toEqual([['remote_bond'], ['remote_margin']]);
  });
});
