import { MESSAGES } from '../constants/messages';
import { guestBlockKey } from '../remotes/areas';

/**
 * Why a guest may not open this address, as the message to show (rules GRD-2, GRD-3), or `null` when allowed.
 * The blocked pages and tabs are the remote areas' guest rules (`REMOTE_AREAS`); paths compare
 * case-insensitively, as the router matches them.
 */
export function guestBlockMessage(pathname: string, search: string): string | null {
  const key = guestBlockKey(pathname, search);
  return key === null ? null : MESSAGES[key];
}
