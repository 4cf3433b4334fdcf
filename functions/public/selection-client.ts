// Who a selection request comes from: the client whose image token it carries (an invite; a
// public gallery's visitor gets one too), for a gallery they may still see. A studio member
// looking at their own gallery has no selection of their own.
import type postgres from 'postgres';
import { readSelectionLists } from '@core/domain/stored-gallery-settings';
import { FAVOURITES, type SelectionList } from '@core/domain/selection';
import { HttpError, type ApiEvent } from '../lib/http';
import { viewableGallery } from '../lib/gallery/viewable-gallery';

export type SelectionClient = Awaited<ReturnType<typeof viewableGallery>>['gallery'] & { inviteId: string };

export async function selectionClient(sql: postgres.Sql, event: ApiEvent): Promise<SelectionClient> {
  const { gallery, subject } = await viewableGallery(
    sql,
    event,
    event.pathParameters?.galleryId,
    event.pathParameters?.id,
    { recordOpening: false },
  );
  if (subject?.kind !== 'invite' || !gallery.granted) {
    throw new HttpError(403, 'selection_needs_client', 'Only a client of this gallery has a selection');
  }
  return { ...gallery, inviteId: subject.inviteId };
}

/** The lists a client chooses into: Favourites first (named by the page), then the gallery's own. */
export function selectionLists(gallerySettings: unknown): SelectionList[] {
  return [{ id: FAVOURITES, name: '', max: null }, ...readSelectionLists(gallerySettings)];
}
