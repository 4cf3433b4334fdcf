// The client's selection as the server answers it (GET …/selection), read as the gallery opens.
// Checked by hand rather than with zod/mini: a returning client's first screen would otherwise
// download zod's core (about 18 KB) for this one answer. What only an action needs (saving a
// pick, finishing, registering a visitor) stays in ./selection-api.ts, loaded at its first call.
import { ApiError, sendApiRequest } from '../../lib/api-request';

export type Pick = { photoId: string; lists: string[]; comment: string };

/** The gallery's package as it stands for the client ("12 of 20 chosen"), in the studio's currency. */
export type SelectionPackage = {
  includedPhotos: number | null;
  extraPhotoPrice: number | null;
  chosen: number;
  paidExtras: number;
  currency: { code: string; symbol: string; position: 'before' | 'after' };
};

export type Selection = {
  lists: { id: string; name: string; max: number | null }[];
  picks: Pick[];
  sentAt: number | null;
  /** When the client finished choosing, while the selection stays locked. */
  lockedAt: number | null;
  package: SelectionPackage;
  /** The sizes the client's unlocks let them download, beyond the gallery's own. */
  unlockedSizes: ('web' | 'original')[];
  client: { name: string; email: string };
};

type Check = (value: unknown) => boolean;

const text: Check = (value) => typeof value === 'string';
const number: Check = (value) => typeof value === 'number';
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const oneOf =
  (...values: readonly string[]): Check =>
  (value) =>
    values.includes(value as string);
const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
const shaped =
  (fields: Record<string, Check>): Check =>
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    Object.entries(fields).every(([name, check]) => check((value as Record<string, unknown>)[name]));

const isSelection = shaped({
  lists: listOf(shaped({ id: text, name: text, max: orNull(number) })),
  picks: listOf(shaped({ photoId: text, lists: listOf(text), comment: text })),
  sentAt: orNull(number),
  lockedAt: orNull(number),
  package: shaped({
    includedPhotos: orNull(number),
    extraPhotoPrice: orNull(number),
    chosen: number,
    paidExtras: number,
    currency: shaped({ code: text, symbol: text, position: oneOf('before', 'after') }),
  }),
  unlockedSizes: listOf(oneOf('web', 'original')),
  client: shaped({ name: text, email: text }),
}) as (value: unknown) => value is Selection;

/** The address of the client's selection in the gallery, or of one of its parts (`rest`). */
export function selectionPath(slug: string, galleryId: string, rest: string, access: string | undefined): string {
  const query = access === undefined ? '' : `?access=${encodeURIComponent(access)}`;
  // Written out rather than through studioApiPath, whose module holds a schema, and zod with it.
  return `/api/p/${encodeURIComponent(slug)}/gallery/${encodeURIComponent(galleryId)}/selection${rest}${query}`;
}

/**
 * The client's lists and choices. `access` is left out only to ask whether a signed-in
 * photographer is looking (they are answered `selection_needs_client`).
 */
export async function fetchSelection(slug: string, galleryId: string, access: string | undefined): Promise<Selection> {
  const { status, body } = await sendApiRequest('GET', selectionPath(slug, galleryId, '', access));
  if (!isSelection(body)) throw new ApiError(status, 'invalid_response', 'The selection answer is not a selection');
  return body;
}
