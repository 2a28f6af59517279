import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/** Props of {@link QueryProvider}. */
export interface QueryProviderProps {
  children?: ReactNode;
  /** Another client than the product's (tests, to start each with an empty cache). */
  client?: typeof queryClient;
}

/** Gives the tree below the product's query client; the host mounts it once around its router, `mountStandalone` around a remote's pages. */
export function QueryProvider({ children, client = queryClient }: QueryProviderProps) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
