// A GoTrue-compatible auth server for the local platform, at /auth/v1 on the app's origin, so
// the unmodified supabase-js client signs people in locally exactly as it does against
// Supabase Auth in production. Users live in auth.users of the local Postgres.
import { timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type postgres from 'postgres';
import type { Mailer } from '../mail/mailbox';
import type { AuthContext, AuthRequest } from './context';
import { normalizeEmail } from './email-address';
import { AuthError } from './errors';
import { clientIp, commonHeaders, json, preflightHeaders, send, type Reply } from './http';
import { loadOrCreateSigningKey } from './keys';
import { assertStrongPassword, slowHash } from './passwords';
import { createRateLimiter, defaultRateLimits, type RateLimits } from './rate-limit';
import { authorize, consentCallback } from './routes/authorize';
import { adminDeleteFactor, challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './routes/factors';
import { logout } from './routes/logout';
import { otp } from './routes/otp';
import { recover } from './routes/recover';
import { signup } from './routes/signup';
import { token } from './routes/token';
import { getUser, updateUser } from './routes/user';
import { verifyCode, verifyLink } from './routes/verify';
import { health, jwks, settings } from './routes/well-known';
import { findUserByEmail, insertUser } from './users';

export type { RateLimits } from './rate-limit';

export type AuthServiceOptions = {
  sql: postgres.Sql;
  siteUrl: string; // e.g. http://localhost:3000 — issuer is `${siteUrl}/auth/v1`
  keyFile: string; // where the ES256 private JWK is kept between restarts (create it if missing)
  anonKey: string; // the public "anon"/publishable key the browser sends as `apikey`
  serviceRoleKey: string; // the secret key the /api handlers call the admin API with
  mailer: Mailer;
  rateLimits?: Partial<RateLimits>;
  /**
   * Sign-up signs the user in at once, without a confirmation mail. On by default because
   * locally no mail reaches a real inbox (they wait in /mailbox), so confirming would only
   * slow down every manual and automated sign-up; turn it off to exercise the confirmation
   * flow as production runs it.
   */
  autoconfirm?: boolean;
};

type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Exact, but for segments written `:name`, which match any one segment and reach the handler as params.name. */
  path: string;
  /**
   * Like the Supabase API gateway, API calls must carry the anon key; browser navigations cannot.
   * The admin API takes only the service-role key.
   */
  apiKey: boolean | 'admin';
  handle(ctx: AuthContext, request: AuthRequest): Promise<Reply>;
};

const routes: Route[] = [
  { method: 'POST', path: '/signup', apiKey: true, handle: signup },
  { method: 'POST', path: '/token', apiKey: true, handle: token },
  { method: 'POST', path: '/otp', apiKey: true, handle: otp },
  { method: 'GET', path: '/verify', apiKey: false, handle: verifyLink },
  { method: 'POST', path: '/verify', apiKey: true, handle: verifyCode },
  { method: 'POST', path: '/recover', apiKey: true, handle: recover },
  { method: 'GET', path: '/user', apiKey: true, handle: getUser },
  { method: 'PUT', path: '/user', apiKey: true, handle: updateUser },
  { method: 'POST', path: '/logout', apiKey: true, handle: logout },
  { method: 'POST', path: '/factors', apiKey: true, handle: enrollFactor },
  { method: 'POST', path: '/factors/:factorId/challenge', apiKey: true, handle: challengeFactor },
  { method: 'POST', path: '/factors/:factorId/verify', apiKey: true, handle: verifyFactor },
  { method: 'DELETE', path: '/factors/:factorId', apiKey: true, handle: unenrollFactor },
  { method: 'DELETE', path: '/admin/users/:userId/factors/:factorId', apiKey: 'admin', handle: adminDeleteFactor },
  { method: 'GET', path: '/authorize', apiKey: false, handle: authorize },
  { method: 'POST', path: '/callback', apiKey: false, handle: consentCallback },
  // Public as on Supabase: the /api handlers fetch the key set without an API key.
  { method: 'GET', path: '/.well-known/jwks.json', apiKey: false, handle: jwks },
  { method: 'GET', path: '/settings', apiKey: true, handle: settings },
  { method: 'GET', path: '/health', apiKey: false, handle: health },
];

export async function createAuthService(options: AuthServiceOptions): Promise<{
  /** Handles any request whose path starts with /auth/v1; returns false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** For the demo seed and tests: creates a confirmed user with a password (idempotent by e-mail), returns its id. */
  createUser(input: { email: string; password: string; userMetadata?: Record<string, unknown> }): Promise<string>;
}> {
  const { sql } = options;
  await sql.unsafe(await readFile(new URL('./schema.sql', import.meta.url), 'utf8'));
  const siteUrl = new URL(options.siteUrl).origin;
  const ctx: AuthContext = {
    sql,
    siteUrl,
    issuer: `${siteUrl}/auth/v1`,
    key: await loadOrCreateSigningKey(options.keyFile),
    mailer: options.mailer,
    autoconfirm: options.autoconfirm ?? true,
    limiter: createRateLimiter({ ...defaultRateLimits, ...options.rateLimits }),
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', siteUrl);
    if (url.pathname !== '/auth/v1' && !url.pathname.startsWith('/auth/v1/')) return false;
    const path = url.pathname.slice('/auth/v1'.length).replace(/\/+$/, '');
    const headers = commonHeaders(req, siteUrl);
    if (req.method === 'OPTIONS') {
      send(res, { type: 'empty', status: 204 }, { ...headers, ...preflightHeaders() });
      return true;
    }
    try {
      const candidates = routes.flatMap((route) => {
        const params = matchPath(route.path, path);
        return params ? [{ route, params }] : [];
      });
      const match = candidates.find((candidate) => candidate.route.method === req.method);
      if (!match) {
        throw candidates.length > 0
          ? new AuthError(
              405,
              'method_not_allowed',
              'Method Not Allowed',
              {},
              { allow: candidates.map((c) => c.route.method).join(', ') },
            )
          : new AuthError(404, 'not_found', 'Not Found');
      }
      const { route, params } = match;
      if (route.apiKey === 'admin') checkAdminKey(req, url, options);
      else if (route.apiKey) checkApiKey(req, url, [options.anonKey]);
      send(res, await route.handle(ctx, { req, url, ip: clientIp(req), params }), headers);
    } catch (error) {
      if (error instanceof AuthError) {
        send(res, json(error.body, error.status), { ...headers, ...error.headers });
      } else {
        // The details stay in the server log; the client gets GoTrue's generic answer.
        console.error('auth: unexpected failure', error);
        const body = {
          code: 'unexpected_failure',
          message: 'Unexpected failure, please check server logs for more information',
        };
        if (!res.headersSent) send(res, json(body, 500), headers);
        else res.end();
      }
    }
    return true;
  }

  async function createUser(input: {
    email: string;
    password: string;
    userMetadata?: Record<string, unknown>;
  }): Promise<string> {
    const email = normalizeEmail(input.email);
    // The policy applies here too, so a seeded password can also be typed into the app's forms.
    assertStrongPassword(input.password);
    // An existing user is left as it is, password included: the seed may run at every start.
    const existing = await findUserByEmail(sql, email);
    if (existing) return existing.id;
    const created = await insertUser(sql, {
      email,
      passwordHash: await slowHash(input.password),
      confirmed: true,
      userMetadata: input.userMetadata ?? {},
      provider: 'email',
    });
    const id = created ?? (await findUserByEmail(sql, email))?.id;
    if (!id) throw new Error(`could not create the user ${email}`);
    return id;
  }

  return { handle, createUser };
}

/** The `:name` segments of `pattern` as found in `path`, or undefined when the path is not the pattern's. */
function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':') && value !== '') params[segment.slice(1)] = value;
    else if (segment !== value) return undefined;
  }
  return params;
}

const sameKey = (provided: string, key: string) => {
  const a = Buffer.from(provided);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
};

function checkApiKey(req: IncomingMessage, url: URL, keys: readonly string[]): void {
  const header = req.headers.apikey;
  const provided = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey');
  if (!provided) throw new AuthError(401, 'no_api_key', 'No API key found in request');
  if (!keys.some((key) => sameKey(provided, key))) throw new AuthError(401, 'invalid_api_key', 'Invalid API key');
}

/**
 * As on Supabase: its gateway takes either key as `apikey`, and GoTrue decides by the bearer,
 * which must be the service-role key (supabase-js's admin client sends it as both).
 */
function checkAdminKey(req: IncomingMessage, url: URL, options: AuthServiceOptions): void {
  checkApiKey(req, url, [options.anonKey, options.serviceRoleKey]);
  const bearer = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!bearer) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  if (!sameKey(bearer, options.serviceRoleKey)) throw new AuthError(403, 'not_admin', 'User not allowed');
}
