// `npm run bench:compare -- <revision>`: the back office's page loads, this work tree against
// <revision>, with the large studio. One `npm run bench` cannot tell a 20 ms change from the
// machine's own swings (the same reference page measured 46 ms and 92 ms on two runs of one
// day). Here one platform serves both builds and they take turns, visit by visit, in the same
// browser (A B B A …), so whatever the machine does falls on both. A 30 ms busy loop added to
// the entry measured +28 ms this way.
//
// Both builds' hashed bundles share one directory; their index.html files take turns being the
// page served (the server revalidates index.html on every load). The revision is built from a
// temporary git worktree with this checkout's node_modules, so it must not need other packages.
import { execFileSync } from 'node:child_process';
import { copyFile, cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { startPlatform } from '../../local/platform';
import { seedLarge } from '../../local/seed/seed-large';
import { buildSpa } from '../support/build-spa';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '../support/ensure-chromium';
import { percentile } from './bench';
import {
  CUSTOMERS_SCREEN,
  replicationCaughtUp,
  SESSIONS_SCREEN,
  signIn,
  watchFirstRow,
  type LoadUntilFirstRow,
} from './large-studio-pages';

const root = path.resolve(import.meta.dirname, '../..');
const [revision] = process.argv.slice(2);
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 20);
const port = Number(process.env.COMPARE_PORT ?? 3550);

const SCREENS = [CUSTOMERS_SCREEN, SESSIONS_SCREEN];

type Variant = 'base' | 'head';

/** Builds this work tree and `revision` into one directory; returns it. */
async function buildBoth(dir: string, rev: string): Promise<string> {
  const dist = buildSpa(path.join(dir, 'web'));
  const checkout = path.join(dir, 'base');
  execFileSync('git', ['worktree', 'add', '--detach', checkout, rev], { cwd: root, stdio: 'ignore' });
  try {
    await symlink(path.join(root, 'node_modules'), path.join(checkout, 'node_modules'));
    const baseDist = buildSpa(path.join(dir, 'base-web'), checkout);
    // Equal names are equal contents (hashed), so neither build's bundles are replaced.
    await cp(path.join(baseDist, 'assets'), path.join(dist, 'assets'), { recursive: true, force: false });
    await copyFile(path.join(baseDist, 'index.html'), path.join(dist, 'index-base.html'));
    await copyFile(path.join(dist, 'index.html'), path.join(dist, 'index-head.html'));
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', checkout], { cwd: root, stdio: 'ignore' });
  }
  return dist;
}

/** Times ROUNDS page loads of each build, alternating, as reloads of `page` or in new tabs. */
async function alternate(
  context: BrowserContext,
  page: Page | undefined,
  load: LoadUntilFirstRow,
  serve: (variant: Variant) => Promise<void>,
  url: string,
): Promise<Record<Variant, number[]>> {
  const rows: Record<Variant, number[]> = { base: [], head: [] };
  // Round 0 fills the caches of both builds and is not counted.
  for (let round = 0; round <= ROUNDS; round++) {
    const order: Variant[] = round % 2 ? ['head', 'base'] : ['base', 'head'];
    for (const variant of order) {
      await serve(variant);
      const tab = page ?? (await context.newPage());
      const { painted } = await load(tab, url);
      if (!page) await tab.close();
      if (round > 0) rows[variant].push(painted);
    }
  }
  return rows;
}

function report(label: string, rows: Record<Variant, number[]>) {
  const median = (samples: number[]) => percentile(samples, 50);
  const mean = (samples: number[]) => samples.reduce((sum, x) => sum + x, 0) / samples.length;
  const [base, head] = [rows.base, rows.head];
  const diff = (f: (s: number[]) => number) => `${f(head) - f(base) >= 0 ? '+' : ''}${Math.round(f(head) - f(base))}`;
  console.log(
    `  ${label.padEnd(38)} base ${Math.round(median(base)).toString().padStart(5)} ms` +
      `  head ${Math.round(median(head)).toString().padStart(5)} ms  median ${diff(median).padStart(5)} ms` +
      `  mean ${diff(mean).padStart(5)} ms  (${base.length} each)`,
  );
}

async function main() {
  if (!revision) throw new Error('usage: npm run bench:compare -- <revision>');
  ensureChromium();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'studio-compare-'));
  try {
    const dist = await buildBoth(dir, revision);
    const serve = (variant: Variant) =>
      copyFile(path.join(dist, `index-${variant}.html`), path.join(dist, 'index.html'));
    const platform = await startPlatform({ port, dataDir: dir, web: { dist } });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      await seedLarge({ sql: platform.sql, createUser: platform.auth.createUser });
      await replicationCaughtUp(platform.sql, (message) => console.log(`  · ${message}`));
      console.log(`\nFirst rows painted, ${revision} (base) against this work tree (head), p50:`);
      for (const screen of SCREENS) {
        const context = await browser.newContext({ locale: 'en-US' });
        const page = await context.newPage();
        await signIn(page, platform.origin);
        const load = await watchFirstRow(context, screen);
        const url = `${platform.origin}${screen.path}`;
        report(`${screen.path}, reload`, await alternate(context, page, load, serve, url));
        report(`${screen.path}, new tab`, await alternate(context, undefined, load, serve, url));
        await context.close();
      }
    } finally {
      await browser.close();
      await platform.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
