import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { createRequiredContext } from './required-context';

/** Which sign-ins end: this device's, every other device's, or all of them (Supabase's scopes). */
export type SignOutScope = 'local' | 'others' | 'global';

type AuthState = {
  /** This browser's sign-in (supabase-js's Session), or null when signed out. */
  authSession: Session | null;
  user: User | null;
  /** True until supabase-js has read the stored auth session (or the one in the URL) once. */
  loading: boolean;
  /**
   * True while the sign-in still owes the code of an enrolled authenticator app (aal1 of a user
   * whose next level is aal2): the back office stays closed until it is typed.
   */
  codeNeeded: boolean;
  /**
   * True once this browser's sign-in ended without its asking (a sign-out everywhere from another
   * device, a refresh or sync refused), until the next sign-in: the sign-in page says so.
   */
  signInEnded: boolean;
  /** The last auth event, e.g. PASSWORD_RECOVERY after following a reset link. */
  lastEvent: AuthChangeEvent | null;
  /** Ends the sign-ins of `scope` (this device's by default); false when the server refused. */
  signOut: (scope?: SignOutScope) => Promise<boolean>;
};

export const [AuthContext, useAuth] = createRequiredContext<AuthState>('useAuth', 'AuthProvider');
