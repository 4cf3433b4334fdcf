// The files a studio brands its public site with: its logo and the font files it uploads. The
// limits and the recognition of a font by its bytes are written once here, for the upload
// handlers and the settings screens that refuse early what the server would refuse.
import { z } from 'zod';
import { accountSettingsPatch } from './account-settings';

/** The most a logo file may weigh as uploaded, before it is re-encoded. */
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
/** A logo's longer side once stored: enough for a header on a sharp screen. */
export const MAX_LOGO_SIDE = 1200;
/** Pixels a logo may declare, checked from its header before it is decoded (a decompression bomb). */
export const MAX_LOGO_PIXELS = 25_000_000;
/** Image types a logo may be uploaded as. Never SVG: see functions/upload/logo.ts. */
export const logoInputTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
/** What a logo is stored and served as: PNG or WebP, both keep transparency. */
export const logoContentTypes = ['image/png', 'image/webp'] as const;
export type LogoContentType = (typeof logoContentTypes)[number];

export const MAX_FONT_BYTES = 2 * 1024 * 1024;
export const fontTypes = ['woff2', 'woff', 'ttf', 'otf'] as const;
export type FontType = (typeof fontTypes)[number];
export const fontContentTypes: Record<FontType, string> = {
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  otf: 'font/otf',
};

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
const uint32 = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(at);
const uint16 = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint16(at);

/**
 * The font type of a file from its bytes alone (never its name or declared type): the signature,
 * and a header that agrees with the file's size. WOFF and WOFF2 state their whole length at byte
 * 8; TrueType and OpenType (sfnt) list at least one table, whose records must fit in the file.
 * Undefined for anything else, TrueType collections included.
 */
export function fontTypeOf(bytes: Uint8Array): FontType | undefined {
  if (bytes.length < 12) return undefined;
  const signature = ascii(bytes, 0);
  if (signature === 'wOF2' || signature === 'wOFF') {
    return uint32(bytes, 8) === bytes.length ? (signature === 'wOF2' ? 'woff2' : 'woff') : undefined;
  }
  const sfnt =
    signature === 'OTTO' ? 'otf' : signature === 'true' || uint32(bytes, 0) === 0x00010000 ? 'ttf' : undefined;
  if (!sfnt) return undefined;
  const tables = uint16(bytes, 4);
  return tables > 0 && bytes.length >= 12 + 16 * tables ? sfnt : undefined;
}

/** A font family's name as the theme's font settings accept it: letters, digits, spaces, . _ -; at most 100. */
export const fontFamilyName = accountSettingsPatch.shape['theme.headingFont'].unwrap().unwrap();

/** The family a font file is named after when none is given: "Playfair-Display_Bold.woff2" → "Playfair-Display_Bold". */
export function familyFromFileName(fileName: string): string {
  const stem = fileName.replace(/\.[^.]*$/, '');
  const family = stem
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .slice(0, 100)
    .trim();
  return family === '' ? 'Custom font' : family;
}

/** Where an uploaded font is served (custom_fonts.url_path). */
export const fontPath = (fontId: string): string => `/api/fonts/${encodeURIComponent(fontId)}`;

/** A site image's longer side once stored (cover, portrait, image blocks): a full-width cover on a sharp screen. */
export const MAX_SITE_IMAGE_SIDE = 2400;
// A site image's upload limits: the logo's for now, named apart so either may change alone.
/** The most a site image file may weigh as uploaded, before it is re-encoded. */
export const MAX_SITE_IMAGE_BYTES = 5 * 1024 * 1024;
/** Pixels an uploaded site image may declare, checked from its header before it is decoded. */
export const MAX_SITE_IMAGE_PIXELS = 25_000_000;
/** Image types a site image may be uploaded as. Never SVG, as a logo. */
export const siteImageInputTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

/** Where a studio's site image is served, to any visitor: the value its cover, portrait, image blocks or favicon hold. */
export const siteImagePath = (accountId: string, file: string): string =>
  `/api/site-images/${encodeURIComponent(accountId)}/${encodeURIComponent(file)}`;

/** The square icons a site's head names (`?icon=`): a browser tab's, and a phone's home screen's. */
export const siteIconSizes = [32, 180] as const;

/**
 * `url` as a square icon of `size` pixels, when it names a logo or site image the server keeps
 * (only those it can render square); undefined for any other address.
 */
export function storedImageIcon(url: string, size: (typeof siteIconSizes)[number]): string | undefined {
  return /^\/api\/(?:logos|site-images)\/[^/?#]+\/[^/?#]+$/.test(url) ? `${url}?icon=${size}` : undefined;
}

/** Where a studio's uploaded logo is served: the value `theme.logoUrl` is set to. */
export const logoPath = (accountId: string, file: string): string =>
  `/api/logos/${encodeURIComponent(accountId)}/${encodeURIComponent(file)}`;

/** A custom_fonts row as the API answers it (the names Zero syncs it by). */
export const customFont = z.object({
  id: z.string(),
  accountId: z.string(),
  fontFamily: z.string(),
  fileName: z.string(),
  urlPath: z.string(),
  fileSize: z.number(),
  uploadDate: z.number(),
  fontType: z.enum(fontTypes),
});
export type CustomFont = z.output<typeof customFont>;

/** What POST /api/upload/logo answers: the logo as stored, and the studio's settings with it. */
export const uploadedLogo = z.object({
  logo: z.object({
    url: z.string(),
    contentType: z.enum(logoContentTypes),
    width: z.number(),
    height: z.number(),
    size: z.number(),
  }),
  settings: z.record(z.string(), z.unknown()),
});

/** What POST /api/upload/site-image and POST /api/site-images answer: the image as stored. */
export const storedSiteImage = z.object({
  image: z.object({
    url: z.string(),
    contentType: z.enum(logoContentTypes),
    width: z.number(),
    height: z.number(),
    size: z.number(),
  }),
});
