// Browser tests and benchmarks use Debian's Chromium: Playwright's own browser download cannot
// work on these machines. Installs it when missing and we are allowed to (root, as on CI).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The full browser people run: what the benchmarks measure. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the browser tests run: the same Chromium's old headless shell, which Playwright itself
 * runs for headless tests. Without the full browser's window and its web UI, the same tests took
 * a fifth less time and a third less CPU here. Unlike the full browser, it starts with the
 * pointer resting over the page's top-left corner.
 */
export const HEADLESS_CHROMIUM = process.env.HEADLESS_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

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

const BUILDS = {
  full: { executable: CHROMIUM, debianPackage: 'chromium', variable: 'CHROMIUM_PATH' },
  'headless shell': {
    executable: HEADLESS_CHROMIUM,
    debianPackage: 'chromium-headless-shell',
    variable: 'HEADLESS_CHROMIUM_PATH',
  },
} as const;

export function ensureChromium(build: keyof typeof BUILDS = 'full'): void {
  const { executable, debianPackage, variable } = BUILDS[build];
  if (existsSync(executable)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${executable}: install it (sudo apt-get install ${debianPackage}) or set ${variable}`,
    );
  }
  console.log(`Installing ${debianPackage} from Debian (first run only)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'inherit', env });
}
