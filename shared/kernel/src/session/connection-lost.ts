import { getRuntimeConfig } from '../config/runtime-config';
import { MESSAGES } from '../constants/messages';
import { modalStore, showModal } from '../stores/modal.store';
import { resetServerState } from '../query/query-client';
import { clearAuthVerify, readAuthVerify, readIsMobile } from './session-storage';

/** Where the connection-expired landing of the web is. */
export const EXPIRED_LANDING = '/auth/verify?tab=noAuth';

/**
 * Where a customer whose session is gone logs in again (rule SES-5): for the mobile app (isMobile Y), the
 * app's deep link with `mode=login` and the applytype, stock and dirpack values; otherwise the web's
 * connection-expired landing.
 */
export function reloginTarget(): { kind: 'app' | 'web'; url: string } {
  if (!readIsMobile()) return { kind: 'web', url: EXPIRED_LANDING };
  const post = readAuthVerify()?.postData;
  const params = new URLSearchParams({
    mode: 'login',
    applytype: post?.applytype ?? '',
    stock: post?.stock ?? '',
    dirpack: post?.dirpack ?? '',
  });
  const base = getRuntimeConfig().appDeepLink;
  return { kind: 'app', url: `${base}${base.includes('?') ? '&' : '?'}${params.toString()}` };
}

/**
 * Where someone not signed in, or the guest, goes to sign in (rule SES-10): in the mobile app (isMobile Y)
 * the app's login deep link, as the connection-lost flow does (the webview has no login page of its own);
 * in a browser the broker's login page.
 */
export function signInTarget(): string {
  const target = reloginTarget();
  return target.kind === 'app' ? target.url : getRuntimeConfig().loginUrl;
}

/**
 * The connection-lost flow (rule SES-5): the 提醒 modal, then, on its confirm button, re-login in the
 * app or on the web (replacing the history entry). Several failing answers at once show one modal.
 */
export function startConnectionLost(go: { assign: (url: string) => void; replace: (url: string) => void } = window.location): void {
  if (modalStore.isShowModal && modalStore.content === MESSAGES.connectionLost) return;
  const target = reloginTarget();
  showModal({
    title: MESSAGES.connectionLostTitle,
    content: MESSAGES.connectionLost,
    callback: () => {
      clearAuthVerify();
      resetServerState();
      if (target.kind === 'app') go.assign(target.url);
      else go.replace(target.url);
    },
  });
}
