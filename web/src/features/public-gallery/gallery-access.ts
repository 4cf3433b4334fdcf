// A client's proof that they may use a gallery, kept on this device per gallery: in localStorage,
// so the gallery opens again from a bookmark or a new tab until the token expires, and in this
// tab's memory too, for a browser that blocks storage.

export type StoredAccess = { token: string; expiresAt: number };

/**
 * Whether what this device kept is a token with its expiry. Checked by hand, not with a schema:
 * every gallery page reads it, and zod's parser would double what a first visit downloads.
 */
function isStoredAccess(value: unknown): value is StoredAccess {
  if (typeof value !== 'object' || value === null) return false;
  const { token, expiresAt } = value as Partial<Record<keyof StoredAccess, unknown>>;
  return typeof token === 'string' && token.length > 0 && typeof expiresAt === 'number';
}

function deviceTokens(prefix: string) {
  const keyOf = (galleryId: string) => `${prefix}:${galleryId}`;
  const inThisTab = new Map<string, StoredAccess>();
  const forget = (galleryId: string): void => {
    inThisTab.delete(galleryId);
    try {
      localStorage.removeItem(keyOf(galleryId));
    } catch {
      // Storage blocked: nothing was stored either.
    }
  };
  return {
    store(galleryId: string, access: StoredAccess): void {
      inThisTab.set(galleryId, access);
      try {
        localStorage.setItem(keyOf(galleryId), JSON.stringify(access));
      } catch {
        // Storage full or blocked (private mode): the token still works in this tab.
      }
    },
    /** The stored token, if there is one that has not expired. */
    read(galleryId: string, now = Date.now()): string | undefined {
      let stored: unknown = null;
      try {
        stored = JSON.parse(localStorage.getItem(keyOf(galleryId)) ?? 'null');
      } catch {
        // Unreadable: treated as nothing stored.
      }
      const access = stored ?? inThisTab.get(galleryId);
      if (isStoredAccess(access) && access.expiresAt > now) return access.token;
      forget(galleryId);
      return undefined;
    },
    forget,
  };
}

/** The image token the invite page got in exchange for the mail's link; the mail's link renews it. */
const invited = deviceTokens('gallery-access');
export const storeGalleryAccess = invited.store;
export const readGalleryAccess = invited.read;
export const forgetGalleryAccess = invited.forget;

/**
 * A public gallery's visitor's token, for their selection only: kept apart from an invite's, which
 * the gallery's images would carry in their addresses.
 */
export const visitorTokens = deviceTokens('gallery-client');
