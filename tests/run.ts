// `npm test`: every test, in the order that fails fastest.
//   1. typecheck, lint and formatting (Prettier, as `npm run format` writes it)
//   2. unit tests (no services), then the offline synth of the deployment stacks
//   3. start the local platform on a fresh data directory (with the SPA built into it), then run the
//      integration tests and the browser end-to-end tests against it
// `--only unit|infra|integration|e2e` runs one stage (the platform still starts for the last two).
// It ends with each stage's time and the slowest test files (tests/suite-report.ts), and fails
// when a stage took more than twice its budget.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { authKeyFile, PHOTO_BUCKET, startPlatform, type Platform } from '../local/platform';
import { seedDemo } from '../local/seed/seed-demo';
import type { WebMode } from '../local/web';
import { buildSpa } from './support/build-spa';
import { ensureChromium } from './support/ensure-chromium';
import {
  formatReport,
  overBudget,
  readPlaywrightReport,
  readVitestReport,
  type FileTime,
  type StageName,
  type StageResult,
} from './suite-report';
import { SyncWarnings } from './sync-warnings';

// Any further arguments filter the test files of the chosen stage (vitest and Playwright alike).
const { values, positionals: filters } = parseArgs({ options: { only: { type: 'string' } }, allowPositionals: true });
const only = values.only;
const stages = ['unit', 'infra', 'integration', 'e2e'];
// A misspelt stage would otherwise run nothing and pass.
if (only !== undefined && !stages.includes(only)) {
  console.error(`Unknown stage '${only}' for --only: choose one of ${stages.join(', ')}.`);
  process.exit(2);
}
const wants = (stage: string) => only === undefined || only === stage;
const port = Number(process.env.TEST_PORT ?? 3100);

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

const started = performance.now();
const results: StageResult[] = [];
const fileTimes: FileTime[] = [];
const syncWarnings = new SyncWarnings();

/** Runs one stage, recording its time, and its test count and files where it has a report. */
async function stage<T>(
  name: StageName,
  work: () => Promise<T>,
  report?: () => ReturnType<typeof readVitestReport>,
): Promise<T> {
  const start = performance.now();
  let failed = true;
  try {
    const value = await work();
    failed = false;
    return value;
  } finally {
    const read = report?.();
    results.push({ stage: name, ms: performance.now() - start, tests: read?.tests, failed });
    fileTimes.push(...(read?.files ?? []));
  }
}

/** A vitest project, writing its JSON report where the stage's record reads it. */
function vitestStage(
  name: StageName & ('unit' | 'infra' | 'integration'),
  reports: string,
  env: Record<string, string> = {},
) {
  const report = path.join(reports, `${name}.json`);
  // The test that stops sync nodes is a project of its own, run after the other integration files.
  const projects = name === 'integration' ? [name, 'sync-nodes'] : [name];
  const args = [
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  return stage(
    name,
    () => run(bin('vitest'), [...args, ...(name === only ? filters : [])], env),
    () => readVitestReport(report, name),
  );
}

async function main(reports: string) {
  if (only === undefined) {
    // A local run reuses what the last one checked; CI checks everything from scratch.
    const cached = (name: string, ...flags: string[]) =>
      process.env.CI ? [] : [...flags, path.join(root, 'node_modules/.cache/studio-test', name)];
    // Each of these is one busy process: side by side they take the two cores.
    const checks = await Promise.allSettled([
      stage('type check', () =>
        run(bin('tsc'), ['-p', '.', ...cached('tsbuildinfo', '--incremental', '--tsBuildInfoFile')]),
      ),
      stage('lint', () =>
        run(bin('eslint'), ['.', '--max-warnings=0', ...cached('eslint', '--cache', '--cache-location')]),
      ),
      stage('format', () =>
        run(bin('prettier'), [
          '--check',
          '.',
          '--log-level',
          'warn',
          ...cached('prettier', '--cache', '--cache-location'),
        ]),
      ),
    ]);
    const failed = checks.find((check) => check.status === 'rejected');
    if (failed) throw failed.reason;
  }
  if (wants('unit')) await vitestStage('unit', reports);
  if (wants('infra')) await vitestStage('infra', reports, { NODE_ENV: 'test' });
  if (!wants('integration') && !wants('e2e')) return;

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-test-'));
  let platform: Platform | undefined;
  try {
    let web: WebMode = 'none';
    if (wants('e2e')) {
      ensureChromium('headless shell');
      // The landing page's test runs the full browser (tests/e2e/auth.spec.ts).
      ensureChromium('full');
      console.log('\n▶ vite build');
      web = { dist: await stage('build', async () => buildSpa(path.join(dataDir, 'web'))) };
    }
    const platformStart = performance.now();
    platform = await startPlatform({
      port,
      dataDir,
      web,
      testControls: true,
      // A request the platform itself failed (a 500 of its own, as when zero-cache would not
      // restart) says why in the run's output. The sync nodes' warnings are counted, and printed
      // after the table if the run fails (a view-syncer that let a client group go among them).
      log: (source, line) => {
        if (source === 'platform') console.error(`[platform] ${line}`);
        else syncWarnings.take(source, line);
      },
    });
    await seedDemo({ sql: platform.sql, createUser: platform.auth.createUser, bucket: PHOTO_BUCKET });
    results.push({ stage: 'platform start', ms: performance.now() - platformStart });
    const env = {
      PLATFORM_ORIGIN: platform.origin,
      BASE_URL: platform.origin,
      DATABASE_URL: platform.databaseUrl,
      // Lets tests mint tokens the real server would sign (e.g. an expired one).
      AUTH_KEY_FILE: authKeyFile(dataDir),
      // The built SPA the platform serves, for the test that publishes a new version of it.
      ...(typeof web === 'object' ? { WEB_DIST: web.dist } : {}),
    };
    if (wants('integration')) await vitestStage('integration', reports, env);
    if (wants('e2e')) {
      const report = path.join(reports, 'e2e.json');
      await stage(
        'e2e',
        () =>
          // Its traces go where a browser test run by hand (test-results/<port>) cannot wipe them.
          run(
            bin('playwright'),
            ['test', '--reporter=list,json', '--output', `test-results/npm-test-${port}`, ...filters],
            {
              ...env,
              PLAYWRIGHT_JSON_OUTPUT_FILE: report,
            },
          ),
        () => readPlaywrightReport(report),
      );
    }
  } finally {
    await platform?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Prints the closing table; true when no stage went past twice its budget. */
function report(): boolean {
  if (results.length === 0) return true;
  console.log(`\n${formatReport(results, fileTimes, root, performance.now() - started)}`);
  const slow = overBudget(results);
  for (const result of slow) console.error(`The ${result.stage} stage took more than twice its budget.`);
  return slow.length === 0;
}

const reports = await mkdtemp(path.join(os.tmpdir(), 'studio-test-reports-'));
main(reports).then(
  async () => {
    const withinBudget = report();
    await rm(reports, { recursive: true, force: true });
    process.exit(withinBudget ? 0 : 1);
  },
  async (error: unknown) => {
    report();
    const warned = syncWarnings.format();
    if (warned) console.error(`\n${warned}`);
    await rm(reports, { recursive: true, force: true });
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
