// What a page load under /app starts before React has rendered anything, from the auth session and
// studio this browser remembers (with nothing remembered, nothing starts here: the screens ask
// themselves). Part of the entry bundle, so it runs as soon as the entry does.
//   1. The first screen's rows, read from the server (lib/first-rows.ts): a list that opens
//      with them need not wait for the sync client.
//   2. Then the sync client, which opens the studio's cached rows from IndexedDB and connects.
//      Only once the read is answered, so its many small tasks do not delay the rows needed
//      first; without a list to read, it starts at once.
// Loading the sync client's code later, or preloading the screen's files sooner, made no new tab
// usefully faster (docs/decisions/list-pictures-while-the-app-starts.md).
import { firstScreenQueries } from '../features/clients/first-screen';
import { rememberedStudio } from '../lib/account-storage';
import { prefetchFirstRows } from '../lib/first-rows';
import { currentAuthSession } from '../lib/auth-client-ready';

export async function warmUpBackoffice(url: URL): Promise<void> {
  // The session AuthProvider starts on: the stored one, or supabase-js's reading of it.
  const authSession = await currentAuthSession();
  if (!authSession) return;
  // The studio AccountProvider will open on, by the same rule.
  const account = rememberedStudio(authSession.user.id);
  if (!account) return;
  const first = firstScreenQueries(url, account, Date.now());
  if (first.length > 0) await prefetchFirstRows(first, account.id);
  // Only the back office syncs: a client opening a gallery never downloads the sync client.
  const sync = await import('../lib/sync-client');
  sync.warmUpSyncClient(authSession.user.id, account, authSession.access_token);
}
