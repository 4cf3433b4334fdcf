// What a client's link opens on the studio's public address (/api/p/{slug}/quotes/{token},
// …/proposals/{token}, …): the studio and the document. An unknown, malformed or revoked token, or one of another studio
// or of the other kind, answers the same 404, so a guess learns nothing.
import type postgres from 'postgres';
import type { ApiEvent } from '../http';
import { linkNotFound, openLinkedDocument, type LinkedKind } from '../client-links';
import { studioAtSlug, type PublicStudio } from './public-studio';

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
