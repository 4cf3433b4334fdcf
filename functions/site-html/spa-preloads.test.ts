import { describe, expect, it } from 'vitest';
import { spaPreloads, type ViteManifest } from './spa-preloads';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js', '_i18n.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_i18n.js': { file: 'assets/i18n.js' },
  '_api.js': { file: 'assets/api.js', imports: ['_react.js'] },
  'src/components/public/public-layout.tsx': { file: 'assets/public-layout.js', imports: ['_react.js'] },
  'src/features/public-gallery/public-gallery-page.tsx': {
    file: 'assets/gallery-page.js',
    imports: ['_api.js', '_react.js'],
  },
  'src/features/public-gallery/public-gallery-load.ts': { file: 'assets/gallery-load.js', imports: ['_api.js'] },
  '../locales/es/common.json': { file: 'assets/common-es.js' },
  '../locales/es/errors.json': { file: 'assets/errors-es.js' },
  '../locales/es/public.json': { file: 'assets/public-es.js' },
  '../locales/es/validation.json': { file: 'assets/validation-es.js' },
  '../locales/en/public.json': { file: 'assets/public-en.js' },
};

describe('spaPreloads', () => {
  it('names a page’s modules, what they import and its words, but nothing index.html already loads', () => {
    expect(spaPreloads(manifest, 'gallery', 'es').sort()).toEqual(
      [
        '/assets/api.js',
        '/assets/gallery-load.js',
        '/assets/gallery-page.js',
        '/assets/common-es.js',
        '/assets/errors-es.js',
        '/assets/public-es.js',
        '/assets/public-layout.js',
      ].sort(),
    );
  });

  it('names nothing without a build’s manifest, or for a page it does not know', () => {
    expect(spaPreloads(undefined, 'gallery', 'es')).toEqual([]);
    expect(spaPreloads(manifest, 'about', 'es')).toEqual([]);
  });
});
