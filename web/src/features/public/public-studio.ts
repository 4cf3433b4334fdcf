// What the public pages know of a studio from its address alone, without the app's router.

/** Where the public API of the studio at `slug` lives. */
export const studioApiPath = (slug: string) => `/api/p/${encodeURIComponent(slug)}`;

/** "anna-lopez-photo" → "Anna Lopez Photo": the studio's name until a page has loaded the real one. */
export function displayNameOf(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
