// The studio a public request names by its address (/api/p/{slug}/…), and its first owner: who
// what a visitor sends is written by, and who is told of it.
import type postgres from 'postgres';
import { AnswerInstead, HttpError, type ApiResult } from '../http';

export type PublicStudio = { id: string; name: string; slug: string; settings: Record<string, unknown> };

/** The studio as a client document's page header shows it. */
export const studioView = (studio: PublicStudio) => ({
  name: studio.name,
  slug: studio.slug,
  logoUrl: typeof studio.settings['theme.logoUrl'] === 'string' ? studio.settings['theme.logoUrl'] : '',
});

/** The studio at the public address `slug`, a move to its new address, or a 404 that names nothing. */
export async function studioAtSlug(sql: postgres.Sql, slug: string | undefined): Promise<PublicStudio> {
  const [row] = slug
    ? await sql<PublicStudio[]>`select id, name, slug, settings from accounts where slug = ${slug}`
    : [];
  if (!row) {
    await followLeftAddress(sql, slug);
    throw new HttpError(404, 'not_found', 'No studio at this address');
  }
  return row;
}

/**
 * Thrown for an address a studio has left (public.studio_former_slugs) and no studio holds now:
 * the request's answer is the same path under the studio's current address (defineHandler).
 */
export class StudioMoved extends AnswerInstead {
  constructor(readonly slug: string) {
    super(
      (event) => movedAnswer(event.requestContext.http.method, underAddress(event.rawPath, slug, event.rawQueryString)),
      'The studio has a new address',
    );
  }
}

/** The current address of the studio that left `slug`, if one did and no studio has it now. */
export async function movedStudioSlug(sql: postgres.Sql, slug: string): Promise<string | undefined> {
  const [moved] = await sql<{ slug: string }[]>`
    select a.slug from studio_former_slugs f join accounts a on a.id = f.account_id
    where f.slug = ${slug} and a.slug is not null
      and not exists (select 1 from accounts taken where taken.slug = ${slug})`;
  return moved?.slug;
}

/** Throws StudioMoved when `slug` is an address a studio has left. */
export async function followLeftAddress(sql: postgres.Sql, slug: string | undefined): Promise<void> {
  const moved = slug === undefined ? undefined : await movedStudioSlug(sql, slug);
  if (moved !== undefined) throw new StudioMoved(moved);
}

/**
 * `path` (`/p/{slug}/…` or `/api/p/{slug}/…`, percent-encoded) under the address `slug`, with
 * `query` (without its `?`) kept: where a link to a studio's old address leads.
 */
export function underAddress(path: string, slug: string, query: string | undefined): string {
  const moved = path.replace(/^(\/(?:api\/)?p\/)[^/]+/, `$1${encodeURIComponent(slug)}`);
  return query ? `${moved}?${query}` : moved;
}

/**
 * A moved studio's answer: permanent, and for a POST (a booking, an enquiry) one that keeps its
 * method and body, which a 301 would not.
 */
export function movedAnswer(method: string, location: string): ApiResult {
  const safe = method === 'GET' || method === 'HEAD';
  return { statusCode: safe ? 301 : 308, headers: { location, 'cache-control': 'no-store' }, body: '' };
}

/** The studio's first owner: who a session booked or an enquiry sent by a client is written by, and who is told of it. */
export async function studioOwner(
  sql: postgres.Sql,
  accountId: string,
): Promise<{ userId: string; email: string | null }> {
  const [owner] = await sql<{ userId: string; email: string | null }[]>`
    select m.user_id as "userId", u.email from account_members m left join auth.users u on u.id = m.user_id
    where m.account_id = ${accountId} and m.role = 'owner' order by m.created_at limit 1`;
  if (!owner) throw new HttpError(404, 'not_found', 'No studio at this address');
  return owner;
}
