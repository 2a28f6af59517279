import { clearTabSession, resetAccounts, resetLogin, resetServerState } from 'shared/internal';
import { getRuntimeConfig } from 'shared';
import { browserLocation } from '../navigation/browser-location';

/**
 * Logout (rule SES-10): forgets everything the tab kept for the customer (the stored verification, unsaved
 * edits) and the customer's data, and sends the browser to the external login page.
 */
export function logout(): void {
  clearTabSession();
  resetServerState();
  resetLogin();
  resetAccounts();
  browserLocation.assign(getRuntimeConfig().loginUrl);
}
