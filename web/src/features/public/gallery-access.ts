// A client's proof that they were invited to a gallery: the image token the invite page got in
// exchange for the mail's link. Kept in localStorage per gallery, so the gallery opens again
// from a bookmark or a new tab until the token expires; then the mail's link renews it. Kept
// in this tab's memory too, for a browser that blocks storage.
import { z } from 'zod/mini';

const storedAccess = z.object({ token: z.string().check(z.minLength(1)), expiresAt: z.number() });
type StoredAccess = z.output<typeof storedAccess>;

const keyOf = (galleryId: string) => `gallery-access:${galleryId}`;

const inThisTab = new Map<string, StoredAccess>();

export function storeGalleryAccess(galleryId: string, access: StoredAccess): void {
  inThisTab.set(galleryId, access);
  try {
    localStorage.setItem(keyOf(galleryId), JSON.stringify(access));
  } catch {
    // Storage full or blocked (private mode): the gallery still opens in this tab.
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
  const parsed = storedAccess.safeParse(stored ?? inThisTab.get(galleryId) ?? null);
  if (parsed.success && parsed.data.expiresAt > now) return parsed.data.token;
  forgetGalleryAccess(galleryId);
  return undefined;
}

export function forgetGalleryAccess(galleryId: string): void {
  inThisTab.delete(galleryId);
  try {
    localStorage.removeItem(keyOf(galleryId));
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
