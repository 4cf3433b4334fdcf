import { z } from 'zod/mini';
import { downloadSizeValues } from '@core/domain/downloads';
import { galleryVisibilities } from '@core/domain/gallery-options';
import { studioSchema } from '../../components/public/public-studio';
import { createApiClient } from '../../lib/api';

const publicPhoto = z.object({
  id: z.string(),
  filename: z.string(),
  width: z.number().check(z.positive()),
  height: z.number().check(z.positive()),
  order: z.number(),
});
export type PublicPhoto = z.output<typeof publicPhoto>;

const publicGallery = z.object({
  studio: studioSchema,
  gallery: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    expiresAt: z.number(),
    coverPhotoId: z.nullable(z.string()),
    /** The sizes a client may download (none: downloads are off), and whether a PIN is asked first. */
    downloads: z.object({ sizes: z.array(z.enum(downloadSizeValues)), pinRequired: z.boolean() }),
    visibility: z.enum(galleryVisibilities),
    /** Whether the gallery sells to its clients (a price list or a package): the shop's buttons show for a client. */
    sells: z.boolean(),
  }),
  photos: z.array(publicPhoto),
  /** The image token for a gallery that is not public; null for a public one. */
  access: z.nullable(z.string()),
});
export type PublicGallery = z.output<typeof publicGallery>;

// A photographer signed in on this browser sends their session too (the API client adds it),
// so they can look at their own gallery as clients see it.
const api = createApiClient();

export function fetchPublicGallery(
  accountSlug: string,
  galleryId: string,
  access: string | undefined,
): Promise<PublicGallery> {
  const query = access ? `?access=${encodeURIComponent(access)}` : '';
  return api.get(
    `/api/p/${encodeURIComponent(accountSlug)}/gallery/${encodeURIComponent(galleryId)}${query}`,
    publicGallery,
  );
}

const verifiedInvite = z.object({
  galleryId: z.string(),
  accountSlug: z.string(),
  access: z.object({ token: z.string(), expiresAt: z.number() }),
});
type VerifiedInvite = z.output<typeof verifiedInvite>;

export function verifyInvite(token: string): Promise<VerifiedInvite> {
  return api.post('/api/auth/verify-invite', { token }, verifiedInvite);
}

const galleryAccessOk = z.object({ ok: z.literal(true) });

/**
 * Confirms the viewer's image token opens the gallery. Rejects with the API's
 * error like the calls above, so a refusal (403, 404, 410) can be told apart from a network
 * failure (status 0) or a server error. The token goes as `?access=`, as for the gallery itself:
 * the server reads it before any session the client sends.
 */
export async function verifyGalleryAccess(galleryId: string, accessToken: string): Promise<void> {
  await api.post(
    `/api/p/${encodeURIComponent(galleryId)}/galleries/verify?access=${encodeURIComponent(accessToken)}`,
    undefined,
    galleryAccessOk,
  );
}
