import { useEffect } from 'react';
import { takeScreenSnapshot } from '../lib/screen-snapshot';
import { useAccount } from './use-account';
import { useAuth } from './use-auth';

/** Safari has no requestIdleCallback: it then takes the picture shortly after the rows painted. */
const AFTER_PAINT_MS = 500;

/**
 * Keeps a picture of this screen for the next page load of its address (lib/screen-snapshot.ts),
 * once `ready`: its live rows are on screen, as a page load of the address would show them.
 * Taken when the browser is idle, and again whenever the page is hidden (the person goes to
 * another tab), so the picture is as recent as the person last saw the screen.
 */
export function useScreenSnapshot(ready: boolean): void {
  const { user } = useAuth();
  const { account } = useAccount();
  const userId = user?.id;
  const accountId = account.id;

  useEffect(() => {
    if (!ready || !userId) return;
    const take = () => takeScreenSnapshot(userId, accountId);
    const whenHidden = () => document.visibilityState === 'hidden' && take();
    // Typed as always there, which Safari's is not.
    const idle = typeof window.requestIdleCallback === 'function';
    const scheduled = idle ? window.requestIdleCallback(take) : window.setTimeout(take, AFTER_PAINT_MS);
    document.addEventListener('visibilitychange', whenHidden);
    return () => {
      if (idle) window.cancelIdleCallback(scheduled);
      else window.clearTimeout(scheduled);
      document.removeEventListener('visibilitychange', whenHidden);
    };
  }, [ready, userId, accountId]);
}
