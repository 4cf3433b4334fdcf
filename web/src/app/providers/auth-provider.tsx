import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AuthContext, type SignOutScope } from '../../hooks/use-auth';
import { forgetStoredAccounts } from '../../lib/account-storage';
import { forgetScreenSnapshots } from '../../lib/screen-snapshot';
import { whenAuthClientLoads } from '../../lib/auth-client-loaded';
import { loadAuthClient, loadAuthClientWhenNeeded, usableStoredAuthSession } from '../../lib/auth-client-ready';
import { forgetFormDrafts } from '../../lib/form-drafts';
import { useEndedSignInCheck } from './use-ended-sign-in-check';
import { secondFactorNeeded } from './second-factor';

/** The pictures of its lists, the synced rows, drafts and the studio list this device kept. */
function forgetStudioData(): void {
  forgetScreenSnapshots();
  forgetFormDrafts();
  forgetStoredAccounts();
  // Loaded only now: a public page, which has no sync client, never downloads it.
  void import('../../lib/sync-client').then(({ forgetSyncData }) => forgetSyncData());
}

/**
 * This browser's auth session (Supabase's), kept current through supabase-js auth events. A page
 * load starts on the stored session when it is valid for a while yet, and loads supabase-js only
 * when that session needs it (lib/auth-client-ready.ts); otherwise at once, to read it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [stored] = useState(usableStoredAuthSession);
  const [authSession, setAuthSession] = useState<Session | null>(stored);
  const [lastEvent, setLastEvent] = useState<AuthChangeEvent | null>(null);
  const [loading, setLoading] = useState(stored === null);
  const [signInEnded, setSignInEnded] = useState(false);
  // Set while this tab signs out on purpose: any other SIGNED_OUT is a sign-in ended elsewhere.
  const signingOut = useRef(false);

  useEffect(() => {
    // INITIAL_SESSION arrives once the stored auth session (or the one in the URL) has been read,
    // then SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY, SIGNED_OUT as they happen.
    // Only state is set here: calling supabase-js from inside this callback can deadlock it.
    let subscription: { unsubscribe: () => void } | undefined;
    const stopWaiting = whenAuthClientLoads((supabase) => {
      subscription = supabase.auth.onAuthStateChange((event, next) => {
        // supabase-js empties the hash it read a link's session from, which leaves a bare "#" in the
        // address (a reset link's /reset-password#): gone, as the token is.
        if (window.location.href.endsWith('#')) {
          window.history.replaceState(window.history.state, '', window.location.href.slice(0, -1));
        }
        // A page that started on the stored session and finds none once supabase-js reads it was
        // signed out meanwhile (in another tab): the same as SIGNED_OUT.
        const signedOut = event === 'SIGNED_OUT' || (event === 'INITIAL_SESSION' && !next && stored !== null);
        // Whoever uses this browser next must find none of the studio's data on it.
        if (signedOut) forgetStudioData();
        if (signedOut || event === 'SIGNED_IN') setSignInEnded(signedOut && !signingOut.current);
        setAuthSession(next);
        setLastEvent(event);
        setLoading(false);
      }).data.subscription;
    });
    const stopNeeding = stored ? loadAuthClientWhenNeeded(stored) : () => undefined;
    if (!stored) void loadAuthClient();
    return () => {
      stopWaiting();
      stopNeeding();
      subscription?.unsubscribe();
    };
  }, [stored]);

  useEndedSignInCheck(authSession !== null);

  const signOut = useCallback(async (scope: SignOutScope = 'local') => {
    signingOut.current = true;
    try {
      const supabase = await loadAuthClient();
      const { error } = await supabase.auth.signOut({ scope });
      if (!error) return true;
      // supabase-js already treats 401/403/404 as signed out; anything else still clears this
      // browser's auth session so the person is never stuck signed in. The other devices stay
      // signed in then: "others" reports that it failed.
      if (scope !== 'others') await supabase.auth.signOut({ scope: 'local' });
      return scope !== 'others';
    } finally {
      signingOut.current = false;
    }
  }, []);

  const value = useMemo(
    () => ({
      authSession,
      user: authSession?.user ?? null,
      loading,
      codeNeeded: secondFactorNeeded(authSession),
      signInEnded,
      lastEvent,
      signOut,
    }),
    [authSession, loading, signInEnded, lastEvent, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
