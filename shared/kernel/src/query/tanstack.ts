/**
 * TanStack Query for every app, taken from this package only.
 *
 * Its cache and its React context must be one instance for the host and every remote; inside the
 * `shared` singleton they are. Importing `@tanstack/react-query` directly is a lint error: an app that
 * needs another export adds it here.
 */
export { keepPreviousData, queryOptions, useIsMutating, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
export type { QueryKey } from '@tanstack/react-query';
