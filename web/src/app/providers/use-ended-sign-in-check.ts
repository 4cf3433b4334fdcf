import { useEffect } from 'react';
import { loadAuthClient } from '../../lib/auth-client-ready';

/** How often an open, visible tab asks whether its sign-in was ended from another device. */
const CHECK_EVERY_MS = 30_000;

/**
 * A sign-out from another device ("others", "global") ends this sign-in on the server, but its
 * access token would work here until it expires. While the tab is visible, and whenever it
 * becomes visible again, the auth server is asked who is signed in: an ended sign-in answers
 * `session_not_found`, on which supabase-js drops the session and reports SIGNED_OUT, and the
 * app returns to the sign-in page and forgets the studio's data. Offline, the question fails and
 * nothing changes.
 */
export function useEndedSignInCheck(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const check = () => {
      if (document.visibilityState === 'visible') void loadAuthClient().then((supabase) => supabase.auth.getUser());
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [signedIn]);
}
