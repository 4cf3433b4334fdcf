// What a page load under /app starts before React has rendered anything, from the session and
// studio this browser remembers (with nothing remembered, nothing starts here: the screens ask
// themselves). Part of the entry bundle, so it runs as soon as the entry does.
//   1. The first screen's rows, read from the server (lib/first-rows.ts): a list that opens
//      with them need not wait for the sync client.
//   2. Then the sync client, which opens the studio's cached rows from IndexedDB and connects.
//      Only once the read is answered: on a 2-core machine its hundreds of small tasks were
//      measured delaying the read's answer and the first render both, for rows not needed
//      first. Without a list to read, it starts at once.
//      Its code (Zero's React bindings bring the whole client, 250 kB) still loads with the
//      screens. Loading it only once the first rows were on screen painted them 24–40 ms sooner
//      in a new tab, but the screens then had to be mounted again under Zero's hooks, which
//      threw away whatever a person had begun in the meantime (an open dialog, a half-typed
//      name): six browser tests caught it. Measured and set aside, November 2026. The most any
//      such rework could give, measured by building the app with no sync client at all (neither
//      its code nor its start; materialising the screen's queries was 8 ms of it): first rows
//      35–50 ms sooner in a new tab, still over 300 ms on a 2-core machine.
// The screen's own files are asked for when the router asks, not sooner: preloading them
// (modulepreload links in the page's head, or added by the first module the entry runs, 100 ms
// before the router would ask) made no new tab faster, as the two cores were already busy
// compiling and running the entry. Measured and set aside, November 2026. Leaving out Vite's own
// preload of them when the router asks (build.modulePreload off, so the browser finds them
// through the route's imports instead) made no new tab faster either.
import { firstScreenQueries } from '../features/clients/first-screen';
import { rememberedStudio } from '../lib/account-storage';
import { prefetchFirstRows } from '../lib/first-rows';
import { supabase } from '../lib/supabase';

export async function warmUpBackoffice(url: URL): Promise<void> {
  const { data } = await supabase.auth.getSession();
  const session = data.session;
  if (!session) return;
  // The studio AccountProvider will open on, by the same rule.
  const account = rememberedStudio(session.user.id);
  if (!account) return;
  const first = firstScreenQueries(url, account, Date.now());
  if (first.length > 0) await prefetchFirstRows(first, account.id);
  // Only the back office syncs: a client opening a gallery never downloads the sync client.
  const sync = await import('../lib/sync-client');
  sync.warmUpSyncClient(session.user.id, account.id, session.access_token);
}
