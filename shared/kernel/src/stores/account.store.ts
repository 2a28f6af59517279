import { proxy, useSnapshot, type Snapshot } from 'valtio';
import type { UserAccount } from '../contracts';
import { readAuthVerify, readSession, SESSION_KEYS, writeSession } from '../session/session-storage';

/** The customer's trading accounts and the one selected (rule SES-8: selectAccount). */
export interface AccountState {
  accounts: UserAccount[];
  selectAccount: string;
}

/** The account store: favourites and cart follow {@link AccountState.selectAccount}. */
export const accountStore = proxy<AccountState>({ accounts: [], selectAccount: '' });

/** Fills the store from session storage: the hand-off's accounts and the stored selection (else the first). */
export function restoreAccounts(): void {
  const accounts = [...(readAuthVerify()?.userData.accounts ?? [])];
  const stored = readSession(SESSION_KEYS.selectAccount);
  const selected = accounts.find((entry) => entry.account === stored)?.account ?? accounts[0]?.account ?? '';
  accountStore.accounts = accounts;
  accountStore.selectAccount = selected;
  writeSession(SESSION_KEYS.selectAccount, selected === '' ? null : selected);
}

/** Selects one of the customer's accounts and remembers it for the tab. */
export function selectAccount(account: string): void {
  if (!accountStore.accounts.some((entry) => entry.account === account)) return;
  accountStore.selectAccount = account;
  writeSession(SESSION_KEYS.selectAccount, account);
}

/** Forgets the accounts (logout, tests). */
export function resetAccounts(): void {
  accountStore.accounts = [];
  accountStore.selectAccount = '';
}

/** The accounts and the selection, re-rendering on change. */
export function useAccounts(): Snapshot<AccountState> {
  return useSnapshot(accountStore);
}
