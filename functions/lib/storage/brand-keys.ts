// Where a studio's brand files are kept: its logos, site images (with their square icons) and
// fonts, each under the studio's prefix, so serving one needs nothing but its path or row.
import { logoPath } from '@core/domain/brand-files';
import { entityId } from '@core/domain/ids';
import { newObjectKey } from './object-keys';

export const FONTS_AREA = 'fonts';
export const LOGOS_AREA = 'logos';

/** The key of a font's file, named by its custom_fonts row, so serving it needs nothing but the row. */
export const fontObjectKey = (accountId: string, fontId: string): string => `${accountId}/${FONTS_AREA}/${fontId}`;

export const SITE_IMAGES_AREA = 'site-images';

/** A new logo's or site image's key: `{account}/{area}/{file}`, `file` being what its public path ends with. */
export function newBrandImageKey(accountId: string, area: string): { key: string; file: string } {
  const key = newObjectKey(accountId, area);
  return { key, file: key.slice(key.lastIndexOf('/') + 1) };
}

/** The key a logo's or site image's path parts name, or undefined when newBrandImageKey could not have made it. */
export function brandImageKeyOf(area: string, accountId: string, file: string): string | undefined {
  if (!entityId.safeParse(accountId).success || !/^[A-Za-z0-9_-]{16,64}$/.test(file)) return undefined;
  return `${accountId}/${area}/${file}`;
}

/**
 * Where the square icon of `size` pixels of the logo or site image under `key` is kept. A path's
 * file part never holds a dot (brandImageKeyOf), so no address reaches an icon's key as an image.
 */
export const brandIconKey = (key: string, size: number): string => `${key}.icon-${size}`;

export const logoKeyOf = (accountId: string, file: string) => brandImageKeyOf(LOGOS_AREA, accountId, file);
export const siteImageKeyOf = (accountId: string, file: string) => brandImageKeyOf(SITE_IMAGES_AREA, accountId, file);

/** The key of the logo the studio uploaded, if `logoUrl` names one: an address elsewhere is never read. */
export function uploadedLogoKey(accountId: string, logoUrl: string | null | undefined): string | undefined {
  const prefix = logoPath(accountId, '');
  return logoUrl?.startsWith(prefix) ? logoKeyOf(accountId, logoUrl.slice(prefix.length)) : undefined;
}
