// How a client signs in to their portal (/p/{slug}/client) without a password: a 6-digit code
// and a one-click link mailed to them (or, for the studio's "View as client", a link alone), each
// kept only as a hash, spent once it opens a portal session. The session is a random token in an
// HttpOnly cookie, kept as its hash too (docs/decisions/client-portal.md).
import { randomInt } from 'node:crypto';
import type postgres from 'postgres';
import { newId } from '@core/domain/ids';
import { HttpError } from '../http';
import { hashSecretToken, isSecretTokenShaped, newSecretToken } from '../secret-token';

type Sql = postgres.Sql | postgres.TransactionSql;

const MINUTE = 60_000;
export const CODE_LIFETIME_MS = 15 * MINUTE;
export const PREVIEW_LINK_LIFETIME_MS = 5 * MINUTE;
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * MINUTE;
/** Wrong tries a code takes; the fifth spends it, and only a new code opens the portal. */
export const CODE_TRIES = 5;

export const PORTAL_COOKIE = 'studio_portal';

/** Every refused code or link answers alike: wrong, expired, spent or of someone else. */
export const codeRefused = () =>
  new HttpError(400, 'portal_code_invalid', 'This code or link does not open a portal; ask for a new one');

/** The client a portal session belongs to, and whether it is the studio's preview. */
export type PortalClient = { accountId: string; customerId: string; preview: boolean };

const codeHash = (id: string, code: string) => hashSecretToken(`${id}:${code}`);

/**
 * A new code and link for the customer, asked for by the request `requestId`; what the mail
 * carries, returned this once. Undefined when that request already has its code (a job run twice).
 */
export async function issuePortalCode(
  sql: Sql,
  accountId: string,
  customerId: string,
  requestId: string,
  now = Date.now(),
): Promise<{ code: string; link: string } | undefined> {
  const id = newId();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const link = newSecretToken();
  const issued = await sql`
    insert into private.client_portal_codes (id, account_id, customer_id, code_hash, link_hash, expires_at, request_id)
    values (${id}, ${accountId}, ${customerId}, ${codeHash(id, code)}, ${link.hash}, ${now + CODE_LIFETIME_MS}, ${requestId})
    on conflict (request_id) do nothing`;
  return issued.count === 1 ? { code, link: link.token } : undefined;
}

/** A one-time link that opens the customer's portal as a preview, for the studio's managers. */
export async function issuePreviewLink(sql: Sql, accountId: string, customerId: string, now = Date.now()) {
  const link = newSecretToken();
  await sql`
    insert into private.client_portal_codes (id, account_id, customer_id, link_hash, preview, expires_at)
    values (${newId()}, ${accountId}, ${customerId}, ${link.hash}, true, ${now + PREVIEW_LINK_LIFETIME_MS})`;
  return link.token;
}

type CodeRow = { id: string; customerId: string; codeHash: string | null; preview: boolean };

/** Spends the code row and opens its session; the caller has found it live. */
async function spend(
  sql: Sql,
  accountId: string,
  row: CodeRow,
  now: number,
): Promise<PortalClient & { token: string }> {
  const spent = await sql`
    update private.client_portal_codes set used_at = ${now} where id = ${row.id} and used_at is null`;
  // Two requests racing with the same code: only one opens a session.
  if (spent.count !== 1) throw codeRefused();
  const { token, hash } = newSecretToken();
  await sql`
    insert into private.client_portal_sessions (token_hash, account_id, customer_id, preview, expires_at)
    values (${hash}, ${accountId}, ${row.customerId}, ${row.preview}, ${now + SESSION_LIFETIME_MS})`;
  return { accountId, customerId: row.customerId, preview: row.preview, token };
}

/** The session the mail's link (or a preview's) opens; a refusal for anything else. */
export async function openByLink(sql: Sql, accountId: string, link: string, now = Date.now()) {
  if (!isSecretTokenShaped(link)) throw codeRefused();
  const [row] = await sql<CodeRow[]>`
    select id, customer_id as "customerId", code_hash as "codeHash", preview
    from private.client_portal_codes
    where account_id = ${accountId} and link_hash = ${hashSecretToken(link)} and used_at is null
      and expires_at > ${now} and attempts < ${CODE_TRIES}`;
  if (!row) throw codeRefused();
  return spend(sql, accountId, row, now);
}

/**
 * The session a typed code opens for `email` in the studio: it is tried against that address's
 * live code (its latest); a wrong one counts a try, and the fifth spends the code.
 */
export async function openByCode(sql: Sql, accountId: string, email: string, code: string, now = Date.now()) {
  const [row] = await sql<CodeRow[]>`
    select k.id, k.customer_id as "customerId", k.code_hash as "codeHash", k.preview
    from private.client_portal_codes k
      join customers c on c.account_id = k.account_id and c.id = k.customer_id
    where k.account_id = ${accountId} and lower(c.email) = lower(${email}) and not k.preview
      and k.used_at is null and k.expires_at > ${now} and k.attempts < ${CODE_TRIES}
    order by k.created_at desc limit 1`;
  if (!row?.codeHash) throw codeRefused();
  if (codeHash(row.id, code) !== row.codeHash) {
    await sql`update private.client_portal_codes set attempts = attempts + 1 where id = ${row.id}`;
    throw codeRefused();
  }
  return spend(sql, accountId, row, now);
}

/** The portal token a request's cookies carry, if any. */
export function portalToken(cookies: readonly string[] | string | undefined): string | undefined {
  const list = typeof cookies === 'string' ? cookies.split(/;\s*/) : (cookies ?? []);
  // The page's path and the API's each hold the same token; any one that is shaped will do.
  for (const cookie of list) {
    const [name, value = ''] = cookie.split('=');
    if (name?.trim() === PORTAL_COOKIE && isSecretTokenShaped(value.trim())) return value.trim();
  }
  return undefined;
}

/** The client of the live session `token` opens in the studio; undefined for anything else. */
export async function portalClient(
  sql: Sql,
  accountId: string,
  token: string | undefined,
  now = Date.now(),
): Promise<PortalClient | undefined> {
  if (token === undefined) return undefined;
  const [row] = await sql<PortalClient[]>`
    select account_id as "accountId", customer_id as "customerId", preview
    from private.client_portal_sessions
    where token_hash = ${hashSecretToken(token)} and account_id = ${accountId}
      and revoked_at is null and expires_at > ${now}`;
  return row;
}

/** Ends the session `token` opens, if it is live. */
export async function revokePortalSession(sql: Sql, accountId: string, token: string, now = Date.now()) {
  await sql`
    update private.client_portal_sessions set revoked_at = ${now}
    where token_hash = ${hashSecretToken(token)} and account_id = ${accountId} and revoked_at is null`;
}

/**
 * Whether `host` (the visitor's, as CloudFront or the local platform passes it) is the studio's own
 * proven domain, where its portal is at `/client` rather than `/p/{slug}/client`.
 */
export async function onStudioDomain(sql: Sql, accountId: string, host: string | undefined): Promise<boolean> {
  const hostname = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  if (!hostname) return false;
  const [found] = await sql`
    select 1 from custom_domains
    where account_id = ${accountId} and hostname = ${hostname} and verified_at is not null`;
  return found !== undefined;
}

/**
 * The cookies that hold (or, with no token, clear) a portal session: one for the portal's page and
 * its open route (`/p/{slug}/client`, or `/client` on the studio's own domain: the only paths
 * CloudFront forwards the cookie to, stacks/site-pages.ts), one for its API. Secure on https.
 */
export function portalCookies(
  slug: string,
  token: string | null,
  { siteUrl, ownDomain }: { siteUrl: string; ownDomain: boolean },
): string[] {
  const secure = new URL(siteUrl).protocol === 'https:' ? '; Secure' : '';
  const age = token === null ? 0 : Math.floor(SESSION_LIFETIME_MS / 1000);
  const studio = encodeURIComponent(slug);
  return [ownDomain ? '/client' : `/p/${studio}/client`, `/api/p/${studio}/client`].map(
    (path) => `${PORTAL_COOKIE}=${token ?? ''}; Path=${path}; Max-Age=${age}; HttpOnly; SameSite=Lax${secure}`,
  );
}
