import { describe, expect, it } from 'vitest';
import { webAppManifest } from './app-manifest';

const manifestIn = (language: string) =>
  JSON.parse(webAppManifest(language)) as {
    name: string;
    lang: string;
    start_url: string;
    scope: string;
    icons: { sizes: string; purpose: string }[];
  };

describe('the installed back office’s manifests', () => {
  it('name the app in each language', () => {
    const names = ['en', 'es', 'ca'].map((language) => manifestIn(language));
    expect(names.map(({ lang }) => lang)).toEqual(['en', 'es', 'ca']);
    expect(new Set(names.map(({ name }) => name)).size).toBe(3);
  });

  it('open on the back office and keep to it, with icons for every home screen', () => {
    const manifest = manifestIn('en');
    expect(manifest.start_url).toBe('/app');
    expect(manifest.scope).toBe('/app');
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});
