import { useSyncExternalStore } from 'react';
import { hasStoredAuthSession, subscribeStoredAuthSession } from '../lib/stored-auth-session';

/** Whether someone is signed in on this browser, for a public page that offers the way in. */
export function useStoredSignIn(): boolean {
  return useSyncExternalStore(subscribeStoredAuthSession, hasStoredAuthSession);
}
