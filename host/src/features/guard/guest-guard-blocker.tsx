import { useBlocker } from 'shared/internal';
import { useEffect } from 'react';
import { blockedForCurrentUser, showGuestBlocked } from './guest-guard';

/** Stops a guest's navigation to a blocked page: the page stays as it was and the modal says why (rule GRD-4). */
export function GuestGuard() {
  const blocker = useBlocker(({ nextLocation }) => blockedForCurrentUser(nextLocation.pathname, nextLocation.search) !== null);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const message = blockedForCurrentUser(blocker.location.pathname, blocker.location.search);
    blocker.reset();
    if (message !== null) showGuestBlocked(message);
  }, [blocker]);
  return null;
}
