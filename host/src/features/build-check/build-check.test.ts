import { currentBuildId, startBuildCheck } from './build-check';

const answer = (buildId: string) =>
  jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve({ buildId }) })) as unknown as typeof fetch;

describe('build check', () => {
  it('reads the page build id from its meta tag', () => {
    document.head.innerHTML = '<meta name="build-id" content="abc123">';
    expect(currentBuildId()).toBe('abc123');
  });

  it('asks builds/latest.json every hour and flags a newer build', async () => {
    jest.useFakeTimers();
    const fetcher = answer('newer');
    const check = startBuildCheck('current', { fetcher });
    expect(fetcher).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(fetcher).toHaveBeenCalledWith('/builds/latest.json', { cache: 'no-store' });
    expect(check.updateAvailable()).toBe(true);
    check.stop();
  });

  it('stays quiet while the deployed build is the one running, or cannot be read', async () => {
    const same = startBuildCheck('current', { fetcher: answer('current') });
    await same.check();
    expect(same.updateAvailable()).toBe(false);
    same.stop();
    const broken = startBuildCheck('current', { fetcher: jest.fn(() => Promise.reject(new Error('offline'))) as unknown as typeof fetch });
    await broken.check();
    expect(broken.updateAvailable()).toBe(false);
    broken.stop();
  });
});
