// A client's selection in a gallery, through the public API: their lists, the photos they
// picked with a comment each, and sending it all to the photographer. Every call carries the
// client's token as `?access=`: an invite's image token, or the token a public gallery's visitor
// gets for their name and e-mail (kept on this device, see below). zod/mini, as on every
// public page.
import { z } from 'zod/mini';
import { pickRequest, type PickRequest } from '@core/domain/selection-pick';
import type { Language } from '../../lib/languages';
import { createApiClient } from '../../lib/api';
import type { StoredAccess } from './gallery-access';
import { studioApiPath } from '../../components/public/public-studio';

const listSchema = z.object({ id: z.string(), name: z.string(), max: z.nullable(z.number()) });

const pickSchema = z.object({ photoId: z.string(), lists: z.array(z.string()), comment: z.string() });
export type Pick = z.output<typeof pickSchema>;

const selectionSchema = z.object({
  lists: z.array(listSchema),
  picks: z.array(pickSchema),
  sentAt: z.nullable(z.number()),
  client: z.object({ name: z.string(), email: z.string() }),
});
export type Selection = z.output<typeof selectionSchema>;

const savedSchema = z.object({ pick: pickSchema });
const sentSchema = z.object({ sentAt: z.number() });
/**
 * A new visitor's token with its expiry, as verify-invite gives an invite's; or, for an e-mail
 * the gallery already has a client for, word that the link was mailed to that address.
 */
const visitorSchema = z.union([
  z.object({ access: z.object({ token: z.string().check(z.minLength(1)), expiresAt: z.number() }) }),
  z.object({ mailed: z.literal(true) }),
]);

/** What the server says with a full list: which list it was. */
const fullListDetails = z.object({ listId: z.string() });

const api = createApiClient();

function selectionPath(slug: string, galleryId: string, rest: string, access: string | undefined): string {
  const query = access === undefined ? '' : `?access=${encodeURIComponent(access)}`;
  return `${studioApiPath(slug)}/gallery/${encodeURIComponent(galleryId)}/selection${rest}${query}`;
}

/**
 * The client's lists and choices. `access` is left out only to ask whether a signed-in
 * photographer is looking (they are answered `selection_needs_client`).
 */
export function fetchSelection(slug: string, galleryId: string, access: string | undefined): Promise<Selection> {
  return api.get(selectionPath(slug, galleryId, '', access), selectionSchema);
}

/** Sets what the client keeps of one photo: the lists it is in and the comment (none of either clears it). */
export async function savePick(
  slug: string,
  galleryId: string,
  access: string,
  photoId: string,
  pick: PickRequest,
): Promise<Pick> {
  const body = z.parse(pickRequest, pick);
  const path = selectionPath(slug, galleryId, `/${encodeURIComponent(photoId)}`, access);
  return (await api.put(path, body, savedSchema)).pick;
}

/** Sends the selection to the photographer; when it was sent. */
export async function sendSelection(
  slug: string,
  galleryId: string,
  access: string,
  language: Language,
): Promise<number> {
  return (await api.post(selectionPath(slug, galleryId, '/send', access), { language }, sentSchema)).sentAt;
}

/**
 * A public gallery's visitor gives their name and e-mail: the token their choices are kept under,
 * or `mailed` when that e-mail is already a client's (their link went to that address).
 */
export async function registerVisitor(
  slug: string,
  galleryId: string,
  visitor: { name: string; email: string; language: Language },
): Promise<StoredAccess | 'mailed'> {
  const path = `${studioApiPath(slug)}/gallery/${encodeURIComponent(galleryId)}/visitors`;
  const answer = await api.post(path, visitor, visitorSchema);
  return 'access' in answer ? answer.access : 'mailed';
}

/** The list a `list_full` refusal names, if it names one. */
export function fullListOf(details: unknown): string | undefined {
  const parsed = z.safeParse(fullListDetails, details);
  return parsed.success ? parsed.data.listId : undefined;
}
