// What makes the back office installable: a web app manifest per language (a manifest has no
// translations of its own, so the app points its <link rel="manifest"> at the one for the
// language on screen, see src/lib/app-install.ts) and the icons it names, drawn at build time
// from the favicon so the two never drift apart.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { APP_SCOPE, manifestFile, MANIFEST_LANGUAGES } from '../src/lib/app-install-files.ts';

type InstallTexts = { name: string; shortName: string; description: string };

const localesDir = new URL('../../locales/', import.meta.url);
const favicon = readFileSync(fileURLToPath(new URL('../public/favicon.svg', import.meta.url)));
// The favicon's own background, so a maskable icon's safe zone sits on the same colour.
const ICON_BACKGROUND = '#1c1917';

const ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

function installTexts(language: string): InstallTexts {
  const common = JSON.parse(readFileSync(new URL(`${language}/common.json`, localesDir), 'utf8')) as {
    install: InstallTexts;
  };
  return common.install;
}

export function webAppManifest(language: string): string {
  const texts = installTexts(language);
  return JSON.stringify({
    id: APP_SCOPE,
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: language,
    start_url: APP_SCOPE,
    scope: APP_SCOPE,
    display: 'standalone',
    background_color: ICON_BACKGROUND,
    theme_color: ICON_BACKGROUND,
    icons: ICONS.map(({ file, size, purpose }) => ({
      src: `/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  });
}

async function icon(size: number, purpose: 'any' | 'maskable'): Promise<Buffer> {
  // A maskable icon may be cropped to a circle: its mark keeps to the central 80%.
  const mark = purpose === 'maskable' ? Math.round(size * 0.8) : size;
  const drawn = await sharp(favicon, { density: 72 * (mark / 32) })
    .resize(mark, mark)
    .png()
    .toBuffer();
  if (mark === size) return drawn;
  const inset = Math.round((size - mark) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: ICON_BACKGROUND } })
    .composite([{ input: drawn, top: inset, left: inset }])
    .png()
    .toBuffer();
}

/** Emits manifest.{lng}.webmanifest for every language and the icons they name, in builds. */
export function appManifests(): Plugin {
  return {
    name: 'studio:app-manifests',
    apply: 'build',
    async generateBundle() {
      for (const language of MANIFEST_LANGUAGES) {
        this.emitFile({ type: 'asset', fileName: manifestFile(language), source: webAppManifest(language) });
      }
      for (const { file, size, purpose } of ICONS) {
        this.emitFile({ type: 'asset', fileName: file, source: await icon(size, purpose) });
      }
    },
  };
}
