import { lazy, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from 'shared/areas';
import { loadRemoteModule } from './load-remote-module';

/** The lazily loaded components, by `remote/expose`; a component whose load failed is dropped at once. */
const components = new Map<string, unknown>();

/** How many loads of each remote's components have succeeded; a change tells waiting slots to try again. */
const loads = new Map<RemoteName, number>();
const listeners = new Set<() => void>();

function loaded(remote: RemoteName): void {
  loads.set(remote, (loads.get(remote) ?? 0) + 1);
  for (const listener of listeners) listener();
}

/**
 * The lazily loaded default export of `expose` (e.g. `./routes`) of a remote, one per module so React
 * keeps its state. React's `lazy()` keeps a rejected load for good, so a component whose load failed is
 * forgotten as it fails: the next render after a retry or a path change gets a new one that loads again.
 */
export function remoteComponent<P extends object>(remote: RemoteName, expose: string): LazyExoticComponent<ComponentType<P>> {
  const key = `${remote}/${expose}`;
  const cached = components.get(key);
  if (cached !== undefined) return cached as LazyExoticComponent<ComponentType<P>>;
  const created = lazy(() =>
    loadRemoteModule<{ default: ComponentType<P> }>(remote, expose).then(
      (module) => {
        loaded(remote);
        return module;
      },
      (error: unknown) => {
        if (components.get(key) === created) components.delete(key);
        throw error;
      },
    ),
  );
  components.set(key, created);
  return created;
}

/**
 * A number that changes each time a component of `remote` has loaded: a slot whose own load failed
 * while the remote was down (the header's cart button) resets on it once the remote is back.
 */
export function useRemoteLoads(remote: RemoteName | undefined): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (remote === undefined ? 0 : (loads.get(remote) ?? 0)),
  );
}

/**
 * {@link remoteComponent} for a render: the same component across renders, asked again whenever one of
 * `renewOn` changes (a retry, another path, the remote loaded again), which gives a new one only if the
 * last load failed.
 */
export function useRemoteComponent<P extends object>(remote: RemoteName, expose: string, renewOn: readonly unknown[]): { Component: LazyExoticComponent<ComponentType<P>> } {
  const [held, setHeld] = useState(() => ({ renewOn, Component: remoteComponent<P>(remote, expose) }));
  const changed = held.renewOn.length !== renewOn.length || held.renewOn.some((key, index) => !Object.is(key, renewOn[index]));
  if (!changed) return held;
  const next = { renewOn, Component: remoteComponent<P>(remote, expose) };
  setHeld(next);
  return next;
}
