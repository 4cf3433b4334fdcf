// What a studio's public site says about the photographer: the `photographer` setting less what
// is the studio's own business (its locked days), each field read defensively, since the
// setting may predate a field's rule.

/** The networks the profile has a link for, by the key stored, with their own names (never translated). */
export const socialNetworks = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  x: 'X',
  linkedin: 'LinkedIn',
  vimeo: 'Vimeo',
} as const;

export type SocialLink = { network: string; url: string };

export type StudioProfile = {
  businessName: string;
  email: string;
  phone: string;
  address: string;
  website: string;
  socialMedia: SocialLink[];
  bio: string;
  profilePhoto: string;
  coverPhoto: string;
};

/** The profile's fields that are plain text (every field but the social links). */
export const profileTextFields = [
  'businessName',
  'email',
  'phone',
  'address',
  'website',
  'bio',
  'profilePhoto',
  'coverPhoto',
] as const;

/** The public profile in the studio's settings; empty strings for what it does not say. */
export function studioProfile(settings: Readonly<Record<string, unknown>>): StudioProfile {
  const stored = settings.photographer;
  const photographer: Record<string, unknown> = stored && typeof stored === 'object' ? { ...stored } : {};
  const text = (key: string) => (typeof photographer[key] === 'string' ? photographer[key] : '');
  const social = photographer.socialMedia;
  const socialMedia =
    social && typeof social === 'object'
      ? Object.entries(social)
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
          .map(([network, url]) => ({ network, url }))
      : [];
  return {
    ...(Object.fromEntries(profileTextFields.map((key) => [key, text(key)])) as Omit<StudioProfile, 'socialMedia'>),
    socialMedia,
  };
}

/** The studio's one-line description: what it tells search engines (cms.settings seoDescription). */
export function studioTagline(settings: Readonly<Record<string, unknown>>): string {
  const description = cmsSetting(settings, 'seoDescription');
  return typeof description === 'string' ? description : '';
}

/** The cms.settings object, whatever shape was stored (empty when none). */
export function cmsSettingsOf(settings: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const cms = settings['cms.settings'];
  return cms && typeof cms === 'object' ? (cms as Record<string, unknown>) : {};
}

/** One field of the cms.settings object, whatever shape was stored. */
function cmsSetting(settings: Readonly<Record<string, unknown>>, field: string): unknown {
  return cmsSettingsOf(settings)[field];
}

/** The path of the page the studio chose as its home page (cms.settings defaultPage), if any. */
export function studioHomePath(settings: Readonly<Record<string, unknown>>): string | undefined {
  const page = cmsSetting(settings, 'defaultPage');
  return typeof page === 'string' && page !== '' ? page : undefined;
}
