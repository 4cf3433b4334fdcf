// What a client does with their selection in a gallery, through the public API: a photo's lists
// and comment, finishing it for the photographer, and a public gallery's visitor giving their
// name. Every call carries the client's token as `?access=`: an invite's image token, or the token
// a public gallery's visitor gets for their name and e-mail (kept on this device, ./gallery-access.ts).
// zod/mini, as on every public page; loaded at the first action (the selection itself is read
// without it, ./selection-answer.ts).
import { z } from 'zod/mini';
import { formatMoney } from '@core/domain/money-format';
import { pickRequest, type PickRequest } from '@core/domain/selection-pick';
import type { Language } from '../../lib/languages';
import { createApiClient } from '../../lib/api';
import type { StoredAccess } from './gallery-access';
import { studioApiPath } from '../../components/public/public-studio';
import { selectionPath, type Pick, type SelectionPackage } from './selection-answer';

const pickSchema = z.object({ photoId: z.string(), lists: z.array(z.string()), comment: z.string() });

/**
 * What `count` extra photos cost together, written in the studio's currency; null when none are
 * sold. Here, loaded with the selection's API, so money's formatting stays off the first screen.
 */
export const extrasTotal = (terms: SelectionPackage, count: number, language: Language): string | null =>
  terms.extraPhotoPrice === null ? null : formatMoney(count * terms.extraPhotoPrice, terms.currency, language);

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
/** What the server says of a package: how many photos it includes, and, unpaid, how many are chosen and paid. */
const packageDetails = z.object({
  included: z.number(),
  chosen: z.optional(z.number()),
  paid: z.optional(z.number()),
});

const api = createApiClient();

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

/** Finishes the selection: sent to the photographer and locked; when. */
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

/** The numbers a `selection_full` or `extras_unpaid` refusal carries, if it carries them. */
export function packageOf(details: unknown): z.output<typeof packageDetails> | undefined {
  const parsed = z.safeParse(packageDetails, details);
  return parsed.success ? parsed.data : undefined;
}
