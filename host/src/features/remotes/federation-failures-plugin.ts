import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What the runtime expects back from `loadEntryError`: the recovered remote entry, or nothing. */
type RecoveredEntry = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;
import { RemoteLoadError, type RemoteLoadFailure } from './remote-load-error';

/**
 * Federation's runtime error codes (`@module-federation/error-codes`), the ones a remote's load can end
 * with. The runtime throws plain errors that carry the code as `#RUNTIME-00n`; it is read once, here.
 */
const FAILURE_BY_CODE: Readonly<Record<string, RemoteLoadFailure>> = {
  'RUNTIME-001': 'entry', // the remote entry ran but registered no container
  'RUNTIME-003': 'manifest', // the manifest could not be fetched or read
  'RUNTIME-008': 'entry', // the remote entry script could not be loaded
  'RUNTIME-013': 'incompatible', // the manifest is not a federation manifest
  'RUNTIME-014': 'incompatible', // the remote does not expose the module
  'RUNTIME-015': 'incompatible', // the remote's container could not be initialised
};

/** Waits before each further try of a manifest or remote entry: two more tries, about a second in all. */
export const RETRY_DELAYS_MS: readonly number[] = [200, 800];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The federation error code an error carries, if any. */
export function federationCode(error: unknown): string | undefined {
  return error instanceof Error ? /#(RUNTIME-\d{3})\b/.exec(error.message)?.[1] : undefined;
}

/** How a failed load of a remote is classified: by federation's code, webpack's `ChunkLoadError`, else incompatible. */
export function classifyLoadFailure(error: unknown): RemoteLoadFailure {
  if (error instanceof RemoteLoadError) return error.failure;
  if (error instanceof Error && error.name === 'ChunkLoadError') return 'chunk';
  return FAILURE_BY_CODE[federationCode(error) ?? ''] ?? 'incompatible';
}

/** Tries `attempt` again after each of {@link RETRY_DELAYS_MS}; the first value it gives wins, else `undefined`. */
async function retry<T>(attempt: () => Promise<T | undefined>, delays: readonly number[]): Promise<T | undefined> {
  for (const delay of delays) {
    await sleep(delay);
    try {
      const value = await attempt();
      if (value !== undefined) return value;
    } catch {
      // the next try, or the caller's own error once they are spent
    }
  }
  return undefined;
}

/**
 * The host's federation runtime plugin for load failures. A manifest or remote entry that could not be
 * fetched is tried again a bounded number of times ({@link RETRY_DELAYS_MS}) before the load fails, so a
 * passing network hiccup never reaches the reload guard; a load that still fails ends as a typed
 * {@link RemoteLoadError} whose `failure` comes from federation's error code, not from its wording.
 */
export function federationFailuresPlugin(delays: readonly number[] = RETRY_DELAYS_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'overseas-federation-failures',
    async errorLoadRemote({ id, error, lifecycle }) {
      // a manifest whose fetch failed (network, or a body that is not JSON); its answer replaces the manifest
      if (lifecycle === 'afterResolve' && (error instanceof TypeError || error instanceof SyntaxError)) {
        return retry(async () => {
          const response = await fetch(id);
          return response.ok ? ((await response.json()) as Record<string, unknown>) : undefined;
        }, delays);
      }
      if (lifecycle === 'onLoad') throw new RemoteLoadError(id.split('/')[0] ?? id, classifyLoadFailure(error), error);
      return undefined;
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const recovered = retry(async () => {
        // the failed load is still registered under this key; a new try must not wait for it
        globalLoading[uniqueKey] = undefined;
        return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
      }, delays);
      // the hook's declared type nests a promise that the runtime awaits as one
      return recovered as unknown as RecoveredEntry;
    },
  };
}
