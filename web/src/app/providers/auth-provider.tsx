import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext } from '../../hooks/use-auth';
import { forgetScreenSnapshots } from '../../lib/screen-snapshot';
import { supabase } from '../../lib/supabase';

/** The Supabase session of this browser, kept current through supabase-js auth events. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [lastEvent, setLastEvent] = useState<AuthChangeEvent | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    // INITIAL_SESSION arrives once the stored session (or the one in the URL) has been read,
    // then SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY, SIGNED_OUT as they happen.
    // Only state is set here: calling supabase-js from inside this callback can deadlock it.
    const { data } = supabase.auth.onAuthStateChange((event, next) => {
      // Whoever uses this browser next must not see the studio's lists on their first paint.
      if (event === 'SIGNED_OUT') forgetScreenSnapshots();
      setSession(next);
      setLastEvent(event);
      setLoading(false);
    });
    return () => data.subscription.unsubscribe();
  }, []);

  const signOut = useCallback(async () => {
    const { error } = await supabase.auth.signOut();
    // supabase-js already treats 401/403/404 as signed out; anything else still clears this
    // browser's session so the person is never stuck signed in.
    if (error) await supabase.auth.signOut({ scope: 'local' });
  }, []);

  const value = useMemo(
    () => ({ session, user: session?.user ?? null, loading, lastEvent, signOut }),
    [session, loading, lastEvent, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
