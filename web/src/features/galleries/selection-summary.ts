// What each client of a gallery chose, as the photographer reads it: per client, each list
// (Favourites first, then the gallery's named lists in their order) with its photos in the
// gallery's order, and the comments. Picks in a list the gallery no longer has are left out, and
// so is a photo a client has taken out of every list without a comment.
import { toCsv } from '@core/domain/csv';
import { FAVOURITES, type SelectionList } from '@core/domain/selection';

export type SelectionClient = {
  id: string;
  email: string;
  name: string;
  selectionSentAt?: number | null | undefined;
};

type SelectionPhoto = { id: string; filename: string };

type SelectionPick = {
  inviteId: string;
  photoId: string;
  lists: readonly string[];
  comment: string;
  updatedAt: number;
};

/** One photo a client chose: the ids of its lists in the gallery's order, and their comment. */
export type ChosenPhoto<Photo extends SelectionPhoto = SelectionPhoto> = {
  photo: Photo;
  lists: string[];
  comment: string;
};

export type ListSelection<Photo extends SelectionPhoto = SelectionPhoto> = {
  id: string;
  /** The list's name; none for Favourites, whose name is the interface language's. */
  name: string | undefined;
  max: number | null;
  photos: ChosenPhoto<Photo>[];
};

export type ClientSelection<
  Client extends SelectionClient = SelectionClient,
  Photo extends SelectionPhoto = SelectionPhoto,
> = {
  client: Client;
  lists: ListSelection<Photo>[];
  /** Every chosen photo, in the gallery's order. */
  photos: ChosenPhoto<Photo>[];
  /** Commented photos that are in none of the lists. */
  otherComments: ChosenPhoto<Photo>[];
};

/**
 * Each client with something chosen, those who sent their selection first (the latest sent
 * first), then the others by their latest change.
 */
export function clientSelections<Client extends SelectionClient, Photo extends SelectionPhoto>(input: {
  clients: readonly Client[];
  photos: readonly Photo[];
  lists: readonly SelectionList[];
  picks: readonly SelectionPick[];
}): ClientSelection<Client, Photo>[] {
  const allLists = [{ id: FAVOURITES, name: undefined, max: null }, ...input.lists];
  const listOrder = new Map(allLists.map((list, index) => [list.id, index]));
  const photoOrder = new Map(input.photos.map((photo, index) => [photo.id, index]));
  const photoById = new Map(input.photos.map((photo) => [photo.id, photo]));

  const byClient = new Map<string, { chosen: ChosenPhoto<Photo>[]; latest: number }>();
  for (const pick of input.picks) {
    const photo = photoById.get(pick.photoId);
    if (!photo) continue;
    const lists = [...new Set(pick.lists)]
      .filter((id) => listOrder.has(id))
      .sort((a, b) => (listOrder.get(a) ?? 0) - (listOrder.get(b) ?? 0));
    const comment = pick.comment.trim();
    if (lists.length === 0 && !comment) continue;
    const entry = byClient.get(pick.inviteId) ?? { chosen: [], latest: 0 };
    entry.chosen.push({ photo, lists, comment });
    entry.latest = Math.max(entry.latest, pick.updatedAt);
    byClient.set(pick.inviteId, entry);
  }

  const selections: { selection: ClientSelection<Client, Photo>; latest: number }[] = [];
  for (const client of input.clients) {
    const entry = byClient.get(client.id);
    if (!entry) continue;
    const photos = entry.chosen.sort((a, b) => (photoOrder.get(a.photo.id) ?? 0) - (photoOrder.get(b.photo.id) ?? 0));
    const lists = allLists.map((list) => ({
      id: list.id,
      name: list.name,
      max: list.max,
      photos: photos.filter((chosen) => chosen.lists.includes(list.id)),
    }));
    const otherComments = photos.filter((chosen) => chosen.lists.length === 0);
    selections.push({ selection: { client, lists, photos, otherComments }, latest: entry.latest });
  }
  return selections
    .sort((a, b) => {
      const sentA = a.selection.client.selectionSentAt ?? 0;
      const sentB = b.selection.client.selectionSentAt ?? 0;
      return (
        sentB - sentA ||
        b.latest - a.latest ||
        clientLabel(a.selection.client).localeCompare(clientLabel(b.selection.client))
      );
    })
    .map(({ selection }) => selection);
}

/** How the photographer knows a client: by the name they gave, else by their e-mail. */
export function clientLabel(client: Pick<SelectionClient, 'name' | 'email'>): string {
  return client.name.trim() || client.email;
}

type CsvLabels = {
  header: (column: (typeof csvColumns)[number]) => string;
  /** Favourites' name in the interface language. */
  favourites: string;
};

const csvColumns = ['client', 'email', 'filename', 'lists', 'comment'] as const;

/** One row per client and chosen photo: who, which file, in which lists, and their comment. */
export function selectionsCsv(selections: readonly ClientSelection[], labels: CsvLabels): string {
  return toCsv(
    csvColumns.map(labels.header),
    selections.flatMap(({ client, lists, photos }) => {
      const names = new Map(lists.map((list) => [list.id, list.name ?? labels.favourites]));
      return photos.map(({ photo, lists: ids, comment }) => [
        client.name.trim(),
        client.email,
        photo.filename,
        ids.map((id) => names.get(id) ?? id).join(', '),
        comment,
      ]);
    }),
  );
}

/**
 * The photos picked into some list (Favourites or one of the gallery's) by the clients of
 * `selections`, each with who picked it; a photo with only a comment is not picked.
 */
export function pickedPhotos<Client extends SelectionClient>(
  selections: readonly ClientSelection<Client>[],
): Map<string, Client[]> {
  const picked = new Map<string, Client[]>();
  for (const { client, photos } of selections) {
    for (const { photo, lists } of photos) {
      if (lists.length > 0) picked.set(photo.id, [...(picked.get(photo.id) ?? []), client]);
    }
  }
  return picked;
}
