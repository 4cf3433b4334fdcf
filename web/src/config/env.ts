import { z } from 'zod';

// An empty variable (VITE_X= in a .env file) means "not set", so the local default applies.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/ });

const schema = z.object({
  VITE_SUPABASE_URL: optional(httpUrl),
  VITE_SUPABASE_ANON_KEY: optional(z.string().min(1)),
  VITE_ZERO_SERVER: optional(httpUrl),
  VITE_SENTRY_DSN: optional(httpUrl),
});

function parseEnv() {
  const parsed = schema.safeParse(import.meta.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  // Locally everything is served on one origin (auth, API and sync), so that is the default.
  const origin = window.location.origin;
  return {
    supabaseUrl: parsed.data.VITE_SUPABASE_URL ?? origin,
    supabaseAnonKey: parsed.data.VITE_SUPABASE_ANON_KEY ?? 'local-anon-key',
    zeroServer: parsed.data.VITE_ZERO_SERVER ?? origin,
    sentryDsn: parsed.data.VITE_SENTRY_DSN,
  } as const;
}

/** The public configuration of the SPA, read once at start. */
export const env = parseEnv();
