// Checked by hand rather than with zod: every page reads this at start, and most pages (a
// client's gallery, the landing page) have no other use for a validation library. The server
// that draws the booking page (functions/site-html/) imports it too, and reads none of it: there
// it has neither Vite's variables nor a window.

type PublicVariable =
  | 'VITE_SUPABASE_URL'
  | 'VITE_SUPABASE_ANON_KEY'
  | 'VITE_ZERO_SERVER'
  | 'VITE_SENTRY_DSN'
  | 'VITE_POSTHOG_KEY'
  | 'VITE_POSTHOG_HOST';

/** The variable's value; an empty one (VITE_X= in a .env file) means "not set", so the local default applies. */
function read(name: PublicVariable): string | undefined {
  const value: unknown = import.meta.env?.[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Invalid environment: ${name} must be a string`);
  return value;
}

function readHttpUrl(name: PublicVariable): string | undefined {
  const value = read(name);
  if (value === undefined) return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(`Invalid environment: ${name} must be an http(s) URL, not "${value}"`);
  }
  return value;
}

function parseEnv() {
  // Locally everything is served on one origin (auth, API and sync), so that is the default.
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return {
    supabaseUrl: readHttpUrl('VITE_SUPABASE_URL') ?? origin,
    supabaseAnonKey: read('VITE_SUPABASE_ANON_KEY') ?? 'local-anon-key',
    zeroServer: readHttpUrl('VITE_ZERO_SERVER') ?? origin,
    sentryDsn: readHttpUrl('VITE_SENTRY_DSN'),
    /** Product analytics (lib/analytics.ts): off without a key; PostHog's EU cloud unless told otherwise. */
    posthogKey: read('VITE_POSTHOG_KEY'),
    posthogHost: readHttpUrl('VITE_POSTHOG_HOST') ?? 'https://eu.i.posthog.com',
  } as const;
}

/** The public configuration of the SPA, read once at start. */
export const env = parseEnv();
