// The Content-Security-Policy of the SPA's pages, written once for the two servers that send it:
// CloudFront in production (stacks/web.ts, in its response headers policy) and the local
// platform serving a build (local/web.ts), so every browser test runs the app under the policy
// production enforces. Scripts may come only from the app's own origin, plus index.html's inline
// boot scripts (web/build/boot-scripts.ts) by their hashes: text that reached a page by mistake (a
// client's name, a photo's caption) can never run, whatever escaping missed.
import { createHash } from 'node:crypto';

export type PolicyOrigins = {
  /**
   * Origins the app calls besides its own: Supabase Auth (when not on the app's origin),
   * Sentry's ingest, and where photos and receipts are uploaded (the bucket's presigned URLs).
   * Its own origin covers the API and the sync socket (`'self'` matches ws: and wss: too).
   */
  connect: readonly string[];
  /** Where browsers report what the policy refused (Sentry's security endpoint), if anywhere. */
  report?: string | undefined;
};

export function contentSecurityPolicy(indexHtml: string, { connect, report }: PolicyOrigins): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(indexHtml)],
    // Radix (scroll locking) and Sonner add <style> elements as they run.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Upload previews are blob: URLs; a studio's logo may be any https address (its settings).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...new Set(connect)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(report ? { 'report-uri': [report] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The `'sha256-…'` source of each inline `<script>` in `html` (the boot scripts), in order. */
export function inlineScriptHashes(html: string): string[] {
  return Array.from(html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g), ([, body = '']) => {
    return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
  });
}

/** `https://host[:port]` of a URL; for a Sentry DSN, its ingest host (the key before `@` goes). */
export function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * The Sentry project's endpoint for the browsers' violation reports, from the DSN the SPA sends
 * its errors with (`https://<public key>@<host>[/<path>]/<project id>`; a self-hosted Sentry
 * may sit under a path, which its API is under too), tagged with the stage.
 */
export function sentrySecurityEndpoint(dsn: string, environment: string): string {
  const { origin, username: key, pathname } = new URL(dsn);
  const segments = pathname.split('/').filter(Boolean);
  const project = segments.pop() ?? '';
  const base = [origin, ...segments].join('/');
  const query = new URLSearchParams({ sentry_key: key, sentry_environment: environment });
  return `${base}/api/${project}/security/?${query}`;
}
