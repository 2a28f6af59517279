import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared/areas';
import { RemoteLoadError } from './remote-load-error';

/** Loads `expose` (e.g. `./routes`) of a remote; any failure to fetch it is a {@link RemoteLoadError}. */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  let loaded: T | null;
  try {
    loaded = await loadRemote<T>(`${remote}/${expose.replace(/^\.\//, '')}`);
  } catch (cause) {
    // the federation failures plugin has classified it already; anything else the runtime refused
    throw cause instanceof RemoteLoadError ? cause : new RemoteLoadError(remote, 'incompatible', cause);
  }
  if (loaded === null || loaded === undefined) throw new RemoteLoadError(remote, 'incompatible', new Error(`${expose} is empty`));
  return loaded;
}
