import { describe, expect, it } from 'vitest';
import { accountSettings, accountSettingsPatch, MAX_SETTINGS_BYTES, patchedSettings } from './account-settings';

// The key-value settings at their defaults, and the studio's time zone.
const specDefaults = {
  timeZone: 'Europe/Madrid',
  'theme.template': 'modern',
  'theme.primaryColor': '#3B82F6',
  'theme.secondaryColor': '#1E40AF',
  'theme.accentColor': '#EF4444',
  'theme.backgroundColor': '#FFFFFF',
  'theme.textColor': '#111827',
  'theme.headingFont': 'Inter',
  'theme.bodyFont': 'Inter',
  'theme.menuFont': 'Inter',
  'theme.containerWidth': 'standard',
  'theme.spacing': 'standard',
  'theme.borderRadius': 'medium',
  'theme.imageStyle': 'standard',
  'theme.animationStyle': 'minimal',
  'theme.menuStyle': 'standard',
  'theme.menuPosition': 'top',
  'theme.menuBehavior': 'sticky',
  'theme.menuTransparency': 'glass',
  'theme.updatedAt': 0,
  'theme.logoUrl': '',
  currency: { symbol: '€', code: 'EUR', position: 'before' },
  photographer: {
    businessName: 'Golden Hour',
    email: '',
    phone: '',
    address: '',
    website: 'https://golden-hour.example.com',
    socialMedia: { instagram: 'https://instagram.com/golden-hour' },
    bio: '',
    profilePhoto: '/api/uploads/profile.jpg',
    coverPhoto: '',
    lockedDays: ['2026-12-25'],
  },
  'cms.settings': { defaultPage: '', customDomainEnabled: false },
};

const firstIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue && { path: issue.path.join('.'), message: issue.message };
};

describe('accountSettings', () => {
  it('keeps every settings key at its default, as sent', () => {
    expect(accountSettings.parse(specDefaults)).toEqual(specDefaults);
  });

  it('refuses a key it does not know, at that key', () => {
    const result = accountSettings.safeParse({ timeZone: 'Europe/Madrid', notes: 'hello' });
    expect(firstIssue(result)).toEqual({ path: 'notes', message: 'unknownSetting' });
  });

  it.each([
    ['theme.primaryColor', 'blue'],
    ['theme.primaryColor', '#3B82F'],
    ['theme.headingFont', 'Inter; } body { display: none'],
    ['theme.menuPosition', 'top"><script>'],
    ['theme.logoUrl', 'javascript:alert(1)'],
    ['theme.logoUrl', '//evil.example.com/logo.png'],
    ['theme.logoDarkUrl', 'javascript:alert(1)'],
    ['theme.updatedAt', -1],
    ['timeZone', 'Mars/Olympus_Mons'],
    ['currency', { symbol: '€', code: 'EUR' }],
    ['photographer', { bio: 'x'.repeat(5001) }],
    ['photographer', { email: 'not-an-address' }],
    ['photographer', { lockedDays: ['25/12/2026'] }],
    ['photographer', { nickname: 'Goldie' }],
    // Claimed and proven through its own route (core/domain/custom-domain.ts), never saved here.
    ['cms.settings', { customDomain: 'anna.photo' }],
  ])('refuses %s = %j', (key, value) => {
    const result = accountSettings.safeParse({ [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(key);
  });

  it(`refuses settings over ${MAX_SETTINGS_BYTES} bytes of JSON even when each value is within its limit`, () => {
    const cms = { customCss: 'c'.repeat(8000), customJs: 'j'.repeat(8000) };
    const socialMedia = Object.fromEntries(
      Array.from({ length: 9 }, (_, i) => [`network${i}`, `https://example.com/${'x'.repeat(2000)}`]),
    );
    expect(accountSettings.safeParse({ 'cms.settings': cms }).success).toBe(true);
    expect(accountSettings.safeParse({ photographer: { socialMedia } }).success).toBe(true);
    const both = accountSettings.safeParse({ 'cms.settings': cms, photographer: { socialMedia } });
    expect(firstIssue(both)).toEqual({ path: '', message: 'settingsTooLarge' });
  });
});

describe('accountSettingsPatch and patchedSettings', () => {
  const stored = { timeZone: 'Europe/Madrid', 'theme.primaryColor': '#3B82F6', legacy: 'from before' };

  it('replaces the keys sent, removes those sent as null and keeps the rest', () => {
    const patch = accountSettingsPatch.parse({ 'theme.primaryColor': '#000000', timeZone: null, legacy: null });
    expect(patchedSettings(stored, patch)).toEqual({ 'theme.primaryColor': '#000000' });
    expect(patchedSettings(stored, accountSettingsPatch.parse({}))).toEqual(stored);
  });

  it('refuses an unknown key unless it is sent as null, to remove it', () => {
    expect(firstIssue(accountSettingsPatch.safeParse({ padding: 'x' }))).toEqual({
      path: 'padding',
      message: 'unknownSetting',
    });
    expect(accountSettingsPatch.safeParse({ padding: null }).success).toBe(true);
  });

  it('does not fill in anything it was not sent', () => {
    expect(accountSettingsPatch.parse({ photographer: { bio: 'Hi' } })).toEqual({ photographer: { bio: 'Hi' } });
  });
});
