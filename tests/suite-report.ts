// What `npm test` says at its end: each stage's time and test count, the slowest test files, and
// whether a stage took more than twice its budget (a hang, or a change that made the suite slow).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type StageName =
  'type check' | 'lint' | 'format' | 'unit' | 'infra' | 'build' | 'platform start' | 'integration' | 'e2e';

/**
 * Each stage's budget in seconds on a quiet 2-core machine, from CI=true runs of a fresh clone. A
 * stage fails the run only past twice its budget, so a busy machine's swings pass and a hang
 * does not.
 */
export const STAGE_BUDGET_SECONDS: Record<StageName, number> = {
  // These three run side by side, each on a share of the two cores.
  'type check': 100,
  lint: 110,
  format: 50,
  unit: 45,
  infra: 140,
  build: 20,
  'platform start': 20,
  integration: 120,
  e2e: 780,
};

/** The README's promise for a whole `npm test`: 20 minutes on a quiet 2-core machine. */
export const SUITE_BUDGET_SECONDS = 20 * 60;

export type StageResult = { stage: StageName; ms: number; tests?: number; failed?: boolean };
export type FileTime = { file: string; ms: number; stage: StageName };

/** Test count and per-file time from vitest's JSON report (`--reporter=json`). */
export function readVitestReport(file: string, stage: StageName): { tests: number; files: FileTime[] } | undefined {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    testResults: { name: string; startTime: number; endTime: number }[];
  };
  return {
    tests: report.numPassedTests,
    files: report.testResults.map((result) => ({ file: result.name, ms: result.endTime - result.startTime, stage })),
  };
}

type PlaywrightSuite = {
  file: string;
  specs: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};

/** Test count and per-file time (the sum of its tests' runs) from Playwright's JSON report. */
export function readPlaywrightReport(file: string): { tests: number; files: FileTime[] } | undefined {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    suites: PlaywrightSuite[];
    stats: { expected: number; flaky: number };
  };
  const suiteMs = (suite: PlaywrightSuite): number =>
    suite.specs.flatMap((spec) => spec.tests.flatMap((test) => test.results)).reduce((sum, r) => sum + r.duration, 0) +
    (suite.suites ?? []).reduce((sum, child) => sum + suiteMs(child), 0);
  return {
    tests: report.stats.expected + report.stats.flaky,
    files: report.suites.map((suite) => ({
      file: path.join('tests/e2e', suite.file),
      ms: suiteMs(suite),
      stage: 'e2e',
    })),
  };
}

/** Stages that took more than twice their budget. */
export function overBudget(results: StageResult[]): StageResult[] {
  return results.filter((result) => result.ms > 2 * STAGE_BUDGET_SECONDS[result.stage] * 1000);
}

const seconds = (ms: number) => {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
};

/**
 * The closing table, as Markdown so a note can carry it as it is. `totalMs` is the run's own time:
 * stages that run side by side (the static checks) overlap, so it is less than their sum.
 */
export function formatReport(results: StageResult[], files: FileTime[], root: string, totalMs: number): string {
  const lines = ['| stage | time | tests | budget |', '| --- | ---: | ---: | ---: |'];
  for (const result of results) {
    const mark = result.failed ? ' (failed)' : '';
    lines.push(
      `| ${result.stage}${mark} | ${seconds(result.ms)} | ${result.tests ?? ''} | ${seconds(STAGE_BUDGET_SECONDS[result.stage] * 1000)} |`,
    );
  }
  lines.push(
    `| **total** | **${seconds(totalMs)}** | ${results.reduce((sum, result) => sum + (result.tests ?? 0), 0)} | ${seconds(SUITE_BUDGET_SECONDS * 1000)} |`,
    '',
    '| slowest test file | stage | time |',
  );
  lines.push('| --- | --- | ---: |');
  for (const file of [...files].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    lines.push(`| ${path.relative(root, path.resolve(root, file.file))} | ${file.stage} | ${seconds(file.ms)} |`);
  }
  return lines.join('\n');
}
