// What a benchmark module gets and gives back. Benchmarks are measured and reported by
// `npm run bench`, never asserted in the test suite: timing on a shared 2-core machine is a
// report, not a verdict.
import type postgres from 'postgres';

export type BenchContext = {
  /** Origin of a running local platform serving the built SPA. */
  origin: string;
  sql: postgres.Sql;
  bucket: string;
  createUser(input: { email: string; password: string; userMetadata?: Record<string, unknown> }): Promise<string>;
  log(message: string): void;
};

export type Measurement = {
  name: string;
  value: number;
  unit: 'ms' | 'ratio' | 'count' | 'score' | 'bytes';
  /** The budget an issue set, if any: the value must not exceed it. */
  budget?: number;
  /** How long it was waited for, in ms: a value of Infinity then prints as not within that. */
  waited?: number;
};

export type Benchmark = {
  name: string;
  run(ctx: BenchContext): Promise<Measurement[]>;
};

/** p-th percentile (0–100) of samples, nearest-rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export type BenchOutcome = { over: number; failed: string[] };

/**
 * Runs each benchmark in turn and prints its measurements against their budgets. A benchmark
 * that throws is reported and the rest still run, so one flaky setup does not hide every figure.
 */
export async function runBenchmarks(
  benchmarks: readonly Benchmark[],
  ctx: BenchContext,
  print: (line: string) => void,
): Promise<BenchOutcome> {
  const outcome: BenchOutcome = { over: 0, failed: [] };
  for (const bench of benchmarks) {
    print(`\n${bench.name}`);
    try {
      for (const m of await bench.run(ctx)) {
        print(formatMeasurement(m));
        if (m.budget !== undefined && m.value > m.budget) outcome.over++;
      }
    } catch (error) {
      outcome.failed.push(bench.name);
      print(`  FAILED: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return outcome;
}

function formatMeasurement(m: Measurement): string {
  const value = m.unit === 'ratio' || m.unit === 'score' ? m.value.toFixed(3) : Math.round(m.value).toString();
  // What did not happen within the wait has no value to print, only the wait.
  const shown =
    m.value === Number.POSITIVE_INFINITY && m.waited !== undefined
      ? `not within ${Math.round(m.waited / 1000)} s`.padStart(13)
      : `${value.padStart(10)} ${m.unit}`;
  const budget =
    m.budget === undefined
      ? ''
      : `  budget ${m.budget}${m.unit === 'ms' ? ' ms' : ''} ${m.value <= m.budget ? 'ok' : 'OVER'}`;
  return `  ${m.name.padEnd(58)} ${shown}${budget}`;
}
