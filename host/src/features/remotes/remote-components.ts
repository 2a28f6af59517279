import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CartButtonModule, CartButtonProps, RemoteRoutesModule } from 'shared';
import type { RemoteName } from 'shared/areas';
import { loadRemoteModule } from './load-remote-module';

const routeComponents = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

/** The lazily loaded `./routes` component of a remote; one per remote so React keeps its state. */
export function remoteRoutes(remote: RemoteName): LazyExoticComponent<ComponentType> {
  let component = routeComponents.get(remote);
  if (component === undefined) {
    component = lazy(() => loadRemoteModule<RemoteRoutesModule>(remote, './routes'));
    routeComponents.set(remote, component);
  }
  return component;
}

/** Forgets a remote's failed load so that a retry fetches it again. */
export function forgetRemote(remote: RemoteName): void {
  routeComponents.delete(remote);
}

/** remote-bond's header cart button. */
export const RemoteCartButton: LazyExoticComponent<ComponentType<CartButtonProps>> = lazy(() =>
  loadRemoteModule<CartButtonModule>('remote_bond', './CartButton'),
);
