import type { ComponentType } from 'react';

/**
 * What a remote's `./routes` module exports: a component that renders the remote's pages for the part
 * of the address below the host route it is mounted on (the host mounts it on a splat route).
 */
export interface RemoteRoutesModule {
  default: ComponentType;
}

/**
 * What a remote's optional `./preload` module exports: given the address being opened, it starts the
 * data that page will ask for (through the same query, with `queryClient.prefetchQuery`), before the
 * page's own code has arrived.
 */
export interface RoutePreloadModule {
  default: (url: string) => void;
}

/** Props the host gives the header's cart button. */
export interface CartButtonProps {
  /** The current path, so the button can hide itself on the cart page. */
  pathname: string;
}

/** What remote-bond's `./CartButton` module exports. */
export interface CartButtonModule {
  default: ComponentType<CartButtonProps>;
}
