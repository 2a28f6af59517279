// Test support (not a test file itself): the end of a page test's sandbox session.

import { act } from '@testing-library/react';
import { resetAccounts, resetLogin } from 'shared/internal';

/**
 * Ends a test's session with the sandbox: the signed-in customer and the selected account are reset inside
 * `act` (the page still listens to those stores), then the sandbox's fetch is taken out again.
 */
export async function endSandboxSession(sandbox: { readonly restore: () => Promise<void> }): Promise<void> {
  await act(async () => {
    resetLogin();
    resetAccounts();
  });
  await sandbox.restore();
}
