// Test support (not a test file itself): the end of a margin page test's sandbox session.

import { act, cleanup } from '@testing-library/react';
import { resetAccounts, resetLogin } from 'shared/internal';
import { resetLoading } from '../../../shared/kernel/src/stores/loading.store';

/**
 * Ends a test's session with the sandbox: the page is unmounted first (so no poll answers into a page the
 * next test no longer shows), then `resetPage` (a page's own stores, e.g. the transfer draft), the loading
 * overlay, the signed-in customer and the selected account are reset inside `act`, and the sandbox's fetch
 * is taken out again.
 */
export async function endSandboxSession(sandbox: { readonly restore: () => Promise<void> }, resetPage: () => void = () => undefined): Promise<void> {
  await act(async () => {
    cleanup();
    resetPage();
    resetLoading();
    resetLogin();
    resetAccounts();
  });
  await sandbox.restore();
}
