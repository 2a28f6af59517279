import { failureMessage } from '../api/errors';
import { queryOptions, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { QueryOptions } from '../api/api-client';
import { isApiError, type ApiErrorKind } from '../api/errors';

/** The longest wait between two polls of a list whose reads keep failing (rule ORD-2), unless its own interval is longer. */
export const POLL_BACKOFF_CAP_MS = 30_000;

/**
 * The wait before the next poll after `failuresInARow` failed reads (at least 1): the list's interval,
 * doubled at each further failure, up to {@link POLL_BACKOFF_CAP_MS} (rule ORD-2).
 */
export function pollDelay(intervalMs: number, failuresInARow: number): number {
  return Math.min(intervalMs * 2 ** Math.max(0, failuresInARow - 1), Math.max(POLL_BACKOFF_CAP_MS, intervalMs));
}

/**
 * What a polled read hands to the API client (`postQuery(request, parse, call)`): no loading overlay, and
 * one request per poll, never the client's own retries.
 */
export interface PolledCall extends QueryOptions {
  readonly signal: AbortSignal;
  readonly loading: false;
  readonly retry: false;
}

/** A list that refreshes on its own: its cache key, how to read it once, and how often. */
export interface PolledQueryInput<T, K extends QueryKey> {
  readonly queryKey: K;
  /** One read of the list, e.g. `(call) => postQuery(buildXRequest(account), parseXAnswer, call)`. */
  readonly read: (call: PolledCall) => Promise<T>;
  /** How often the list is read again while the page is visible and the reads succeed, ms. */
  readonly intervalMs: number;
  readonly enabled?: boolean;
}

/** Failures a poll cannot mend: the session is gone or the customer may not see this; polling stops until 重新查詢. */
const ENDS_POLLING: ReadonlySet<ApiErrorKind> = new Set(['session', 'unauthenticated', 'permission']);

function keepsPolling(error: unknown): boolean {
  return !(isApiError(error) && ENDS_POLLING.has(error.kind));
}

/**
 * The query options of a list that refreshes on its own (rule ORD-2), for {@link usePolledQuery}: read
 * every `intervalMs` while the tab is visible, never while it is hidden. A failed read is read again by the
 * query's own retry, which waits {@link pollDelay} and pauses while the tab is hidden: so the failure stays
 * on the query (TanStack Query v5 clears the error of a list without data the moment a new read starts)
 * and each poll while failing is one request. A failure no poll can mend (a lost session, a refusal) ends
 * the polling until the customer asks again.
 */
export function polledQuery<T, K extends QueryKey>({ queryKey, read, intervalMs, enabled = true }: PolledQueryInput<T, K>) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => read({ signal, loading: false, retry: false }),
    enabled,
    refetchInterval: (query) => (query.state.status === 'error' ? false : intervalMs),
    refetchIntervalInBackground: false,
    retry: (_failures, error) => keepsPolling(error),
    retryDelay: (failures) => pollDelay(intervalMs, failures + 1),
  });
}

/** A polled list as a page shows it (see {@link PolledState}). */
export interface PolledQuery<T> {
  /** The last answer, kept while later reads fail; undefined until one arrives. */
  readonly data: T | undefined;
  /** When `data` arrived (epoch ms), 0 without data. */
  readonly dataUpdatedAt: number;
  /** Why the reads fail, in words for the customer; null while they succeed or the first is on its way. */
  readonly failure: string | null;
  /** True while a read asked for by {@link PolledQuery.retry} is on its way. */
  readonly retrying: boolean;
  /** 重新查詢: reads the list again at once, without waiting for the next poll. */
  readonly retry: () => void;
}

/**
 * Reads a list made with {@link polledQuery} and tells the page what to show: its data, and whether the
 * reads fail. Unlike `isError`, the failure stays from the first failed read until a read succeeds, across
 * polls and while 重新查詢's read is on its way, so a page never flickers between 載入中 and the error.
 */
export function usePolledQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): PolledQuery<T> {
  const client = useQueryClient();
  const result = useQuery(options);
  // the failure shown when 重新查詢 was pressed, and the data of that moment, until its read is answered
  const [asked, setAsked] = useState<{ failure: string; dataUpdatedAt: number } | null>(null);
  const reason = result.failureReason ?? (result.isError ? result.error : null);
  const current = reason === null ? null : failureMessage(reason);
  const pending = current === null && asked !== null && asked.dataUpdatedAt === result.dataUpdatedAt ? asked : null;
  const failure = current ?? pending?.failure ?? null;
  const { queryKey } = options;
  const { refetch } = result;
  return {
    data: result.data,
    dataUpdatedAt: result.dataUpdatedAt,
    failure,
    retrying: pending !== null,
    retry: () => {
      if (failure !== null) setAsked({ failure, dataUpdatedAt: result.dataUpdatedAt });
      // a read waiting for its next poll is cancelled first, or the query would keep waiting for it
      void client
        .cancelQueries({ queryKey, exact: true })
        .then(() => refetch())
        .finally(() => setAsked(null));
    },
  };
}
