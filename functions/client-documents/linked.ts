// What a client's link opens on the studio's public address (/api/p/{slug}/quotes/{token}, …):
// the studio and the document. An unknown, malformed or revoked token, or one of another studio
// or of the other kind, answers the same 404, so a guess learns nothing.
import type postgres from 'postgres';
import { HttpError, type ApiEvent } from '../lib/http';
import { openLinkedDocument, type LinkedKind } from '../lib/client-links';
import { studioAtSlug, type PublicStudio } from '../lib/site/public-studio';

export const linkNotFound = () => new HttpError(404, 'link_not_found', 'This link does not open anything');

export async function linkedDocument(
  sql: postgres.Sql,
  event: ApiEvent,
  kind: LinkedKind,
): Promise<{ studio: PublicStudio; id: string }> {
  const studio = await studioAtSlug(sql, event.pathParameters?.id);
  const id = await openLinkedDocument(sql, studio.id, kind, event.pathParameters?.token ?? '');
  if (id === undefined) throw linkNotFound();
  return { studio, id };
}

/** The studio as the page's header shows it. */
export const studioView = (studio: PublicStudio) => ({
  name: studio.name,
  slug: studio.slug,
  logoUrl: typeof studio.settings['theme.logoUrl'] === 'string' ? studio.settings['theme.logoUrl'] : '',
});
