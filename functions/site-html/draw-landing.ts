// Draws the landing page in every language into a build of the app (`tsx draw-landing.ts <dir>`),
// run by the build itself (web/build/landing-files.ts): the page is the same for every visitor, so it
// is served as a file, cached like the app's own, with no server in the way.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { landingFile, withLandingPage } from './landing-page';
import { siteLanguages } from './site-translations';

const [outDir] = process.argv.slice(2);
if (!outDir) throw new Error('usage: draw-landing.ts <build directory>');
const template = await readFile(path.join(outDir, 'site.html'), 'utf8');
const year = new Date().getFullYear();
for (const language of siteLanguages) {
  const file = path.join(outDir, landingFile(language));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, withLandingPage(template, language, year));
}
