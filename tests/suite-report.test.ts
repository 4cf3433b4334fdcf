import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatReport, overBudget, readPlaywrightReport, STAGE_BUDGET_SECONDS } from './suite-report';

describe("npm test's closing report", () => {
  it('fails a stage only past twice its budget', () => {
    const twice = 2 * STAGE_BUDGET_SECONDS.e2e * 1000;
    expect(overBudget([{ stage: 'e2e', ms: twice }])).toEqual([]);
    expect(
      overBudget([
        { stage: 'e2e', ms: twice + 1 },
        { stage: 'lint', ms: 1000 },
      ]),
    ).toEqual([{ stage: 'e2e', ms: twice + 1 }]);
  });

  it("sums a browser test file's runs, nested groups and retries included, and counts flaky tests as passed", () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'suite-report-')), 'e2e.json');
    writeFileSync(
      file,
      JSON.stringify({
        stats: { expected: 2, flaky: 1, unexpected: 0 },
        suites: [
          {
            file: 'a.spec.ts',
            specs: [{ tests: [{ results: [{ duration: 1000 }, { duration: 500 }] }] }],
            suites: [{ file: 'a.spec.ts', specs: [{ tests: [{ results: [{ duration: 2000 }] }] }] }],
          },
          { file: 'b.spec.ts', specs: [{ tests: [{ results: [{ duration: 100 }] }] }] },
        ],
      }),
    );
    expect(readPlaywrightReport(file)).toEqual({
      tests: 3,
      files: [
        { file: 'tests/e2e/a.spec.ts', ms: 3500, stage: 'e2e' },
        { file: 'tests/e2e/b.spec.ts', ms: 100, stage: 'e2e' },
      ],
    });
  });

  it("lists the slowest files first, and the run's own time and test count", () => {
    const table = formatReport(
      [
        { stage: 'unit', ms: 40_000, tests: 566 },
        { stage: 'e2e', ms: 125_000, tests: 108, failed: true },
      ],
      [
        { file: '/repo/fast.test.ts', ms: 10, stage: 'unit' },
        { file: '/repo/slow.test.ts', ms: 9000, stage: 'unit' },
      ],
      '/repo',
      150_000,
    );
    expect(table).toContain('| unit | 40.0s | 566 | 45.0s |');
    expect(table).toContain('| e2e (failed) | 2m 05s | 108 |');
    expect(table).toContain('| **total** | **2m 30s** | 674 | 20m 00s |');
    expect(table.indexOf('slow.test.ts')).toBeLessThan(table.indexOf('fast.test.ts'));
  });
});
