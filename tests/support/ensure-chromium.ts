// Browser tests use Debian's Chromium: Playwright's own browser download cannot work on these
// machines. Installs it when missing and we are allowed to (root, as on CI).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How tests and benchmarks start it: headless in a container, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  // Chromium 156 opens its omnibox's web UI (a few hundred of its own modules) in every new
  // headless window, on the same two cores as the page: it doubled the booking page's LCP.
  '--disable-features=WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}: install it (sudo apt-get install chromium) or set CHROMIUM_PATH`,
    );
  }
  console.log('Installing Chromium from Debian (first run only)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}
