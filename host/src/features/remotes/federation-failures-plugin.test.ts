import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { classifyLoadFailure, federationFailuresPlugin } from './federation-failures-plugin';
import { RemoteLoadError } from './remote-load-error';

type Hooks = Required<ModuleFederationRuntimePlugin>;
type ErrorArgs = Parameters<Hooks['errorLoadRemote']>[0];
type EntryArgs = Parameters<Hooks['loadEntryError']>[0];

const federationError = (code: string) => new Error(`[ Federation Runtime ]: Failed to load. #${code}`);
const plugin = () => federationFailuresPlugin([0, 0]);
const errorLoadRemote = (args: Partial<ErrorArgs>) => plugin().errorLoadRemote?.({ id: 'remote_bond/routes', from: 'runtime', origin: {}, ...args } as ErrorArgs);

afterEach(() => jest.restoreAllMocks());

describe('classifyLoadFailure', () => {
  it.each([
    ['RUNTIME-003', 'manifest'],
    ['RUNTIME-008', 'entry'],
    ['RUNTIME-001', 'entry'],
    ['RUNTIME-014', 'incompatible'],
  ])('reads federation code %s as %s', (code, failure) => {
    expect(classifyLoadFailure(federationError(code))).toBe(failure);
  });

  it("reads webpack's ChunkLoadError as a chunk, and anything else the runtime refused as incompatible", () => {
    expect(classifyLoadFailure(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))).toBe('chunk');
    expect(classifyLoadFailure(new Error('Version 19.2.0 of shared singleton module react does not satisfy ^99.0.0'))).toBe('incompatible');
    // the words of a message do not count, only the code
    expect(classifyLoadFailure(new Error('Failed to get manifest. Loading chunk failed'))).toBe('incompatible');
  });
});

describe('federationFailuresPlugin', () => {
  it('ends a failed load as a typed RemoteLoadError of the remote', async () => {
    const failure = errorLoadRemote({ lifecycle: 'onLoad', error: federationError('RUNTIME-008') });
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toMatchObject({ remote: 'remote_bond', failure: 'entry' });
  });

  it('fetches a manifest that could not be fetched again, and hands over the first answer', async () => {
    const manifest = { metaData: {}, exposes: [], shared: [] };
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify(manifest), { status: 200 }));
    const answer = await errorLoadRemote({ id: 'http://localhost:8081/mf-manifest.json', lifecycle: 'afterResolve', error: new TypeError('Failed to fetch') });
    expect(answer).toEqual(manifest);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up on the manifest after the bounded tries, so the load fails', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const answer = await errorLoadRemote({ id: 'http://localhost:8081/mf-manifest.json', lifecycle: 'afterResolve', error: new TypeError('Failed to fetch') });
    expect(answer).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('loads a failed remote entry again, without waiting for the failed load', async () => {
    const container = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(federationError('RUNTIME-008')).mockResolvedValueOnce(container);
    const globalLoading: Record<string, Promise<void> | undefined> = { key: new Promise<void>(() => undefined) };
    const recovered = await plugin().loadEntryError?.({ getRemoteEntry, origin: {}, remoteInfo: {}, globalLoading, uniqueKey: 'key' } as unknown as EntryArgs);
    expect(recovered).toBe(container);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading['key']).toBeUndefined();
  });
});
