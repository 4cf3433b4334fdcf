// A client's proof that they were invited to a gallery: the image token the invite page got in
// exchange for the mail's link. Kept in localStorage per gallery, so the gallery opens again
// from a bookmark or a new tab until the token expires; then the mail's link renews it.
import { z } from 'zod/mini';

const storedAccess = z.object({ token: z.string().check(z.minLength(1)), expiresAt: z.number() });
type StoredAccess = z.output<typeof storedAccess>;

const keyOf = (galleryId: string) => `gallery-access:${galleryId}`;

export function storeGalleryAccess(galleryId: string, access: StoredAccess): void {
  try {
    localStorage.setItem(keyOf(galleryId), JSON.stringify(access));
  } catch {
    // Storage full or blocked (private mode): the gallery still opens now, from the URL state.
  }
}

/** The stored token, if there is one that has not expired. */
export function readGalleryAccess(galleryId: string, now = Date.now()): string | undefined {
  let stored: unknown = null;
  try {
    stored = JSON.parse(localStorage.getItem(keyOf(galleryId)) ?? 'null');
  } catch {
    // Unreadable: treated as nothing stored.
  }
  const parsed = storedAccess.safeParse(stored);
  if (parsed.success && parsed.data.expiresAt > now) return parsed.data.token;
  forgetGalleryAccess(galleryId);
  return undefined;
}

export function forgetGalleryAccess(galleryId: string): void {
  try {
    localStorage.removeItem(keyOf(galleryId));
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
