// Who listens to supabase-js's auth client learns here when it has loaded: lazily for the back
// office (lib/auth-client-ready.ts), or with an auth page, which imports lib/supabase.ts itself.
import type { AuthClient } from '@supabase/supabase-js';

export type AuthClientHolder = { auth: InstanceType<typeof AuthClient> };

let loaded: AuthClientHolder | undefined;
const waiting = new Set<(supabase: AuthClientHolder) => void>();

/** Called once by lib/supabase.ts as it is evaluated. */
export function announceAuthClient(supabase: AuthClientHolder): void {
  loaded = supabase;
  for (const run of waiting) run(supabase);
  waiting.clear();
}

/** Runs `run` with the auth client once it is loaded, by anyone; returns a cancel. */
export function whenAuthClientLoads(run: (supabase: AuthClientHolder) => void): () => void {
  if (loaded) {
    run(loaded);
    return () => undefined;
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
