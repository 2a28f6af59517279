import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { MESSAGES } from '../constants/messages';

/** The loading overlay (rule SHL-8): a flag and its text. */
export interface LoadingState {
  isLoading: boolean;
  loadingText: string;
  /** Requests in flight; the overlay stays up until the last one answers. */
  pending: number;
}

/** The loading store; any app drives the host's overlay through {@link showLoading}/{@link hideLoading}. */
export const loadingStore = proxy<LoadingState>({ isLoading: false, loadingText: MESSAGES.loading, pending: 0 });

/** Shows the overlay (once per request in flight). */
export function showLoading(text: string = MESSAGES.loading): void {
  loadingStore.pending += 1;
  loadingStore.loadingText = text;
  loadingStore.isLoading = true;
}

/** Ends one request's overlay; the overlay hides when none is left. */
export function hideLoading(): void {
  loadingStore.pending = Math.max(0, loadingStore.pending - 1);
  loadingStore.isLoading = loadingStore.pending > 0;
}

/** Resets the store (tests). */
export function resetLoading(): void {
  loadingStore.pending = 0;
  loadingStore.isLoading = false;
  loadingStore.loadingText = MESSAGES.loading;
}

/** The loading state, re-rendering on change. */
export function useLoading(): Readonly<LoadingState> {
  return useSnapshot(loadingStore);
}

/**
 * Shows the overlay with `text` while `active` is true and the calling page is mounted: for a page
 * waiting on a query, whose request may have been started before the page (by a remote's `./preload`)
 * and must stop holding the overlay once the customer has left the page.
 */
export function useLoadingOverlay(active: boolean, text: string = MESSAGES.loading): void {
  useEffect(() => {
    if (!active) return undefined;
    showLoading(text);
    return hideLoading;
  }, [active, text]);
}
