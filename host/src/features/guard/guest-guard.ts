import { guestBlockMessage, type LoaderFunctionArgs, loginStore, MESSAGES, redirect } from 'shared/internal';
import { isGuestIdno, showModal, signInTarget } from 'shared';
import { browserLocation } from '../navigation/browser-location';

/** The message to show when the signed-in user is a guest and may not open this address; `null` otherwise. */
export function blockedForCurrentUser(pathname: string, search: string): string | null {
  if (!isGuestIdno(loginStore.idno)) return null;
  return guestBlockMessage(pathname, search);
}

/** Tells the guest why they stay where they are, and offers the way in (rule SES-10): 前往登入 or 取消. */
export function showGuestBlocked(message: string): void {
  showModal({
    title: MESSAGES.connectionLostTitle,
    content: message,
    modalType: 'confirm',
    positiveLabel: MESSAGES.goToSignIn,
    callback: (result) => {
      if (result === 'positive') browserLocation.assign(signInTarget());
    },
  });
}

/**
 * A blocked address opened directly (typed, bookmarked, a full page load) lands on /overseas with the
 * modal (rule GRD-4); navigations inside the app are stopped before they happen by {@link GuestGuard}.
 */
export function guestEntryLoader({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  const message = blockedForCurrentUser(url.pathname, url.search);
  if (message === null) return null;
  showGuestBlocked(message);
  return redirect('/overseas');
}
