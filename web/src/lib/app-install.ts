// Points the page's web app manifest at the language on screen: a manifest cannot hold
// translations, so the build writes one per language (web/build/app-manifest.ts).
import { manifestFile } from './app-install-files';
import { isLanguage } from './languages';

export function linkAppManifest(language: string): void {
  const href = `/${manifestFile(isLanguage(language) ? language : 'en')}`;
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
}
