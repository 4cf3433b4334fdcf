import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { takeScreenSnapshot } from '../lib/screen-snapshot';
import { useAccount } from './use-account';
import { useAuth } from './use-auth';

/** Safari has no requestIdleCallback: it then takes the picture shortly after the rows painted. */
const AFTER_PAINT_MS = 500;
/**
 * How long to wait before trying again when the screen was not as a page load shows it: a menu
 * still closing after the language was picked in it, say. A few tries, as a screen scrolled down
 * or with a dialog open may stay so.
 */
const RETRY_MS = 1000;
const TRIES = 10;

/**
 * Keeps a picture of this screen for the next page load of its address (lib/screen-snapshot.ts),
 * once `ready`: its live rows are on screen, as a page load of the address would show them.
 * Taken when the browser is idle, and again whenever `rows` or the interface language change, so
 * the picture is as recent as the screen the person last saw. Not when the page is hidden: on a
 * reload that ran inside the next page's load, which it then delayed.
 */
export function useScreenSnapshot(ready: boolean, rows: readonly unknown[]): void {
  const { user } = useAuth();
  const { account } = useAccount();
  const userId = user?.id;
  const accountId = account.id;
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;

  useEffect(() => {
    if (!ready || !userId) return;
    // Typed as always there, which Safari's is not.
    const idle = typeof window.requestIdleCallback === 'function';
    let cancel = () => {};
    const schedule = (triesLeft: number, delay: number) => {
      const take = () => {
        if (!takeScreenSnapshot(userId, accountId) && triesLeft > 1) schedule(triesLeft - 1, RETRY_MS);
      };
      const timer = window.setTimeout(() => {
        if (!idle) return take();
        const scheduled = window.requestIdleCallback(take);
        cancel = () => window.cancelIdleCallback(scheduled);
      }, delay);
      cancel = () => window.clearTimeout(timer);
    };
    schedule(TRIES, idle ? 0 : AFTER_PAINT_MS);
    return () => cancel();
  }, [ready, rows, userId, accountId, language]);
}
