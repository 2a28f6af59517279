import { proxy, useSnapshot } from 'valtio';
import { GUEST_IDNO } from '../constants/business';
import { readAuthVerify } from '../session/session-storage';

/** Login data (rule SES-1): who is signed in. Empty strings mean nobody. */
export interface LoginState {
  idno: string;
  apver: string;
}

/** The login store; read it with {@link useLogin}, change it only through the actions below. */
export const loginStore = proxy<LoginState>({ idno: '', apver: '' });

/** Sets the login data (after a hand-off, or from session storage at start). */
export function setLogin(idno: string, apver: string): void {
  loginStore.idno = idno;
  loginStore.apver = apver;
}

/** Fills the login data from the stored authVerify record, if any. */
export function restoreLogin(): void {
  const record = readAuthVerify();
  setLogin(record?.postData.idno ?? '', record?.postData.apver ?? '');
}

/** Forgets the login data. */
export function resetLogin(): void {
  setLogin('', '');
}

/** True for the guest (idno VISIT in any case, rule GRD-1). */
export function isGuestIdno(idno: string): boolean {
  return idno.toUpperCase() === GUEST_IDNO;
}

/** The login data, re-rendering on change. */
export function useLogin(): Readonly<LoginState> {
  return useSnapshot(loginStore);
}
