import type { Zero } from '@rocicorp/zero';
import { ZeroProvider } from '@rocicorp/zero/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { LoadingScreen } from '../../components/loading-screen';
import { useAccount } from '../../hooks/use-account';
import { useAuth } from '../../hooks/use-auth';
import { SyncContext } from '../../hooks/use-sync';
import { i18n } from '../../lib/i18n';
import { syncRefusesVersion } from '../../lib/app-update';
import { loadAuthClient } from '../../lib/auth-client-ready';
import { releaseSyncClient, syncClientFor } from '../../lib/sync-client';
import { waitingWrites } from '../../lib/waiting-writes';

/** A Zero client and the studio it was made for. */
type Client = { zero: Zero; accountId: string };

// Zero pauses in `needs-auth` after a 401/403 from the query or mutate handlers. A fresh token
// usually fixes that; a few tries per client keep a misconfigured server from causing a loop.
const MAX_AUTOMATIC_REAUTH = 3;
// Zero stops in `error` when the server answered with a failure (a query or mutate handler that
// failed once under load): it is tried again by itself, further apart each time, before the
// banner's Reconnect is left to the person. Never when this version is refused: a reload mends that.
const AUTOMATIC_RESUMES_MS = [1_000, 3_000, 9_000];

/**
 * The synced local store of the back office. It exists only while someone is signed in
 * and a studio is selected: created here, closed when this unmounts (sign-out) and replaced when
 * the studio, or the person's role in it, changes. Rows persist in IndexedDB, so screens show
 * cached data while zero-cache is unreachable. A page load may already have started the client
 * (lib/sync-client.ts).
 */
export function SyncProvider({ children }: { children: ReactNode }) {
  const { authSession } = useAuth();
  const { account } = useAccount();
  const userID = authSession?.user.id;
  const token = authSession?.access_token;
  const accountId = account.id;
  const role = account.role;

  // The token at the moment a client is created; later tokens reach it through connect().
  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);

  // Bumped to throw the client away and build a new one (reconnect now, lost client state).
  const [generation, setGeneration] = useState(0);
  // The server no longer knows this client, or this browser cannot keep its store: start a fresh
  // one instead of reloading the page. Changes still waiting may have gone with the old client's
  // state (Zero drops them with it when the server refused it), so the person is told to check.
  const startAfresh = useCallback(() => {
    const waiting = waitingWrites.get();
    // i18n itself rather than a component's `t`: this callback must stay the same function.
    if (waiting > 0) toast.warning(i18n.t('sync.restarted', { count: waiting }), { id: 'sync-restarted' });
    setGeneration((n) => n + 1);
  }, []);

  // The first render already has its client (the one a page load started, or a new one), so the
  // screens render in the same pass: a client made in the effect below cost every page load an
  // extra render, commit and effect before anything else could show. Asking twice for the same
  // person, studio, role and generation returns the same client (lib/sync-client.ts).
  const [client, setClient] = useState<Client | undefined>(() =>
    userID
      ? { zero: syncClientFor({ userID, accountId, role, generation }, token, startAfresh), accountId }
      : undefined,
  );

  useEffect(() => {
    if (!userID) return;
    const zero = syncClientFor({ userID, accountId, role, generation }, tokenRef.current, startAfresh);
    setClient((current) => (current?.zero === zero && current.accountId === accountId ? current : { zero, accountId }));
    return () => releaseSyncClient(zero);
  }, [userID, accountId, role, generation, startAfresh]);

  const zero = client?.zero;

  // supabase-js refreshed the token (TOKEN_REFRESHED): hand it to the running client. When
  // connected Zero updates the server's auth context in place; when paused for auth it resumes.
  const tokenGivenRef = useRef(new WeakMap<Zero, string>());
  useEffect(() => {
    if (!zero || !token) return;
    const given = tokenGivenRef.current.get(zero);
    tokenGivenRef.current.set(zero, token);
    if (given !== undefined && given !== token) void zero.connection.connect({ auth: token });
  }, [zero, token]);

  useEffect(() => {
    if (!zero) return;
    let attempts = 0;
    return zero.connection.state.subscribe((state) => {
      if (state.name !== 'needs-auth' || attempts >= MAX_AUTOMATIC_REAUTH) return;
      attempts += 1;
      // The new token arrives through TOKEN_REFRESHED and the effect above; a failed refresh
      // signs the person out, which tears this client down.
      void loadAuthClient().then((supabase) => supabase.auth.refreshSession());
    });
  }, [zero]);

  useEffect(() => {
    if (!zero) return;
    let resumes = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = zero.connection.state.subscribe((state) => {
      if (state.name === 'connected') resumes = 0;
      if (state.name !== 'error' || syncRefusesVersion.get() || resumes >= AUTOMATIC_RESUMES_MS.length) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (zero.connection.state.current.name === 'error') resume(zero, tokenRef.current);
      }, AUTOMATIC_RESUMES_MS[resumes++]);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [zero]);

  const reconnect = useCallback(() => {
    if (!zero) return;
    const state = zero.connection.state.current.name;
    if (state === 'needs-auth') {
      void loadAuthClient().then((supabase) => supabase.auth.refreshSession());
    } else if (state === 'error') {
      resume(zero, tokenRef.current);
    } else if (state !== 'connected') {
      // `disconnected` only retries on its own timer; a new client tries at once.
      setGeneration((n) => n + 1);
    }
  }, [zero]);

  // Every screen's first rows come to the device too, once connected: the screen on show asked
  // first, and a screen opened later, offline, still has its data. Their queries' arguments are
  // other screens' code, so they load then, not with the first screen (first-screen-check.ts).
  useEffect(() => {
    if (!zero) return;
    let started = false;
    let stopped = false;
    let stopPreloading: (() => void) | undefined;
    const preload = () => {
      if (started) return;
      started = true;
      void import('../offline-screens').then(({ preloadEveryScreen }) => {
        if (!stopped) stopPreloading = preloadEveryScreen(zero, account, Date.now());
      });
    };
    const unsubscribe = zero.connection.state.subscribe((state) => state.name === 'connected' && preload());
    if (zero.connection.state.current.name === 'connected') preload();
    return () => {
      stopped = true;
      unsubscribe();
      stopPreloading?.();
    };
  }, [zero, account]);

  const actions = useMemo(() => ({ reconnect }), [reconnect]);

  // Until the client for the selected studio exists, nothing may query the previous one.
  if (!client || client.accountId !== accountId) return <LoadingScreen className="min-h-dvh" />;
  return (
    <ZeroProvider zero={client.zero}>
      <SyncContext value={actions}>{children}</SyncContext>
    </ZeroProvider>
  );
}

/** Takes a client out of Zero's `error` state: it connects again, with the latest token. */
function resume(zero: Zero, token: string | undefined): void {
  void zero.connection.connect(token ? { auth: token } : undefined);
}
