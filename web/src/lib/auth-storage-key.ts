// Apart from auth-client.ts, so a page can tell whether someone is signed in on this browser
// without downloading supabase-js.

export const baseUrl = (supabaseUrl: string) => new URL(supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`);

/** Where supabase-js keeps this browser's auth session in localStorage: the key `createClient` uses. */
export const authStorageKey = (supabaseUrl: string) => `sb-${baseUrl(supabaseUrl).hostname.split('.')[0]}-auth-token`;
