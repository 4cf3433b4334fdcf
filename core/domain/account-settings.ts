// What a studio may keep in `accounts.settings`: its time zone and the key-value settings
// (theme.*, currency, photographer, cms.settings) under their dotted names. Every member's
// browser syncs the row, so no other key is stored, each value has limits, and the whole
// object has a size cap.
import { z } from 'zod';
import { currencySettings } from './currency-settings';
import { isTimeZone } from './studio-time';

/**
 * The most the stored settings may take as JSON. Custom CSS and JS at their limits, a full bio
 * and every theme key fit with room to spare; the row goes to every member's browser on each
 * change, so it stays far below the 256 KiB a request body may carry.
 */
export const MAX_SETTINGS_BYTES = 32 * 1024;

/** An IANA zone name this runtime knows ("Europe/Madrid"). */
export const timeZone = z.string().trim().refine(isTimeZone, 'timeZone');

const text = (max: number) => z.string().trim().max(max, 'tooLong');

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, 'invalid');

/** A font family's name ("Inter", "Playfair Display"): nothing that could end a CSS value. */
const fontName = text(100).regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u, 'invalid');

/** One of a theme option's values ("modern", "sticky"); only the defaults are fixed. */
const styleName = text(40).regex(/^[a-z][a-zA-Z0-9-]*$/, 'invalid');

/** Whether `value` is a site link: empty, a path on this site, or an http(s) URL. */
export function isLink(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/')) return !value.startsWith('//');
  return URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
}

/** An image or page address: empty, a path on this site, or an http(s) URL (never javascript:). */
const link = text(2048).refine(isLink, 'invalid');

const email = text(320).refine((value) => value === '' || z.email().safeParse(value).success, 'email');

const isoDate = z.iso.date({ error: 'invalid' });

const photographer = z.strictObject({
  businessName: text(200).optional(),
  email: email.optional(),
  phone: text(50).optional(),
  address: text(500).optional(),
  website: link.optional(),
  /** Network name → profile address ("instagram" → "https://instagram.com/…"). */
  socialMedia: z
    .record(z.string().regex(/^[a-z][a-z0-9]{0,29}$/, 'invalid'), link)
    .refine((networks) => Object.keys(networks).length <= 20, 'tooLong')
    .optional(),
  bio: text(5000).optional(),
  profilePhoto: link.optional(),
  coverPhoto: link.optional(),
  /** Days the studio takes no bookings, as calendar dates (YYYY-MM-DD). */
  lockedDays: z.array(isoDate).max(366, 'tooLong').optional(),
});

const cmsSettings = z.strictObject({
  defaultPage: text(200).optional(),
  customDomainEnabled: z.boolean().optional(),
  // The studio's own domain is no setting: it is claimed and proven (core/domain/custom-domain.ts).
  seoTitle: text(200).optional(),
  seoDescription: text(500).optional(),
  seoKeywords: z.array(text(50)).max(30, 'tooLong').optional(),
  favicon: link.optional(),
  customCss: z.string().max(8000, 'tooLong').optional(),
  customJs: z.string().max(8000, 'tooLong').optional(),
});

/** Each key the settings may hold, with the rule its value follows. */
const settingsFields = {
  timeZone,
  'theme.template': styleName,
  'theme.primaryColor': hexColor,
  'theme.secondaryColor': hexColor,
  'theme.accentColor': hexColor,
  'theme.backgroundColor': hexColor,
  'theme.textColor': hexColor,
  'theme.headingFont': fontName,
  'theme.bodyFont': fontName,
  'theme.menuFont': fontName,
  'theme.containerWidth': styleName,
  'theme.spacing': styleName,
  'theme.borderRadius': styleName,
  'theme.imageStyle': styleName,
  'theme.animationStyle': styleName,
  'theme.menuStyle': styleName,
  'theme.menuPosition': styleName,
  'theme.menuBehavior': styleName,
  'theme.menuTransparency': styleName,
  'theme.updatedAt': z.number().int().min(0).max(8.64e15),
  'theme.logoUrl': link,
  /** The logo drawn for dark backgrounds (light ink), shown when a public page is dark. */
  'theme.logoDarkUrl': link,
  /** Hours before a session when a client can no longer cancel or move it online. */
  'booking.cancelCutoffHours': z.number().int('invalid').min(0, 'invalid').max(720, 'invalid'),
  currency: currencySettings,
  photographer,
  'cms.settings': cmsSettings,
};
type SettingsFields = typeof settingsFields;

// Fails at the unknown key's own path, so the answer says which key was refused (a strict
// object or z.never() would report every unknown key at the object's path instead).
const unknownSetting = z.custom<never>(() => false, 'unknownSetting');
// A key stored before keys were checked can still be removed (it blocks every other change).
const removedUnknownSetting = z.null({ error: 'unknownSetting' });

const settingsBytes = (settings: object) => new TextEncoder().encode(JSON.stringify(settings)).length;

/** The settings as stored: known keys only, each valid, the whole at most MAX_SETTINGS_BYTES. */
export const accountSettings = z
  .object(settingsFields)
  .partial()
  .catchall(unknownSetting)
  .refine((settings) => settingsBytes(settings) <= MAX_SETTINGS_BYTES, 'settingsTooLarge');

/** A change to the settings: each key sent replaces that key's value whole; null removes the key. */
export const accountSettingsPatch = z
  .object(
    Object.fromEntries(Object.entries(settingsFields).map(([key, field]) => [key, z.nullable(field).optional()])) as {
      [Key in keyof SettingsFields]: z.ZodOptional<z.ZodNullable<SettingsFields[Key]>>;
    },
  )
  .catchall(removedUnknownSetting);
type AccountSettingsPatch = z.output<typeof accountSettingsPatch>;

/** `current` with `patch` applied, to be checked against `accountSettings` before it is stored. */
export function patchedSettings(
  current: Record<string, unknown>,
  patch: AccountSettingsPatch,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next;
}
