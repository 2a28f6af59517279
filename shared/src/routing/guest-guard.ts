import { MESSAGES } from '../constants/messages';

/** Bond pages a guest may not open (spec 5). */
const GUEST_BLOCKED_BOND_PAGES = ['marketorder', 'find', 'account', 'marketinfo', 'cart'];
/** Query tabs a guest may not open on any overseas page (spec 5). */
const GUEST_BLOCKED_TABS = ['noauth', 'favorites'];
/** Margin deposit pages a guest may not open (spec 5). */
const GUEST_BLOCKED_MARGIN = ['/margindeposit/info', '/margindeposit/trans'];

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Why a guest may not open this address, as the message to show (spec 5, 6), or `null` when allowed.
 * Paths compare case-insensitively, as the router matches them.
 */
export function guestBlockMessage(pathname: string, search: string): string | null {
  const path = trimSlash(pathname).toLowerCase();
  const bondPage = /^\/overseas\/bond\/([^/]+)/.exec(path)?.[1];
  if (bondPage !== undefined && GUEST_BLOCKED_BOND_PAGES.includes(bondPage)) return MESSAGES.guestBond;
  if (path === '/overseas' || path.startsWith('/overseas/')) {
    const tab = new URLSearchParams(search).get('tab');
    if (tab !== null && GUEST_BLOCKED_TABS.includes(tab.toLowerCase())) return MESSAGES.guestLogin;
  }
  if (GUEST_BLOCKED_MARGIN.includes(path)) return MESSAGES.guestLogin;
  return null;
}
