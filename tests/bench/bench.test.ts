import { describe, expect, it } from 'vitest';
import { percentile, runBenchmarks, type BenchContext, type Benchmark } from './bench';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const samples = [50, 10, 40, 20, 30];
    expect(percentile(samples, 50)).toBe(30);
    expect(percentile(samples, 95)).toBe(50);
    expect(percentile(samples, 0)).toBe(10);
  });
});

describe('runBenchmarks', () => {
  const ctx = { log: () => {} } as unknown as BenchContext;
  const measuring = (name: string, value: number): Benchmark => ({
    name,
    run: () => Promise.resolve([{ name: `${name} load`, value, unit: 'ms', budget: 300 }]),
  });

  it('reports a benchmark that throws and still runs and prints the others', async () => {
    const lines: string[] = [];
    const throwing: Benchmark = { name: 'customers', run: () => Promise.reject(new Error('no row after 60 s')) };
    const outcome = await runBenchmarks([measuring('first', 120), throwing, measuring('last', 400)], ctx, (line) =>
      lines.push(line),
    );
    expect(outcome).toEqual({ over: 1, failed: ['customers'] });
    expect(lines.join('\n')).toMatch(/customers\n {2}FAILED: no row after 60 s/);
    expect(lines.some((line) => /first load +120 ms +budget 300 ms ok/.test(line))).toBe(true);
    expect(lines.some((line) => /last load +400 ms +budget 300 ms OVER/.test(line))).toBe(true);
  });

  it('prints what did not happen within its wait as the wait, over its budget', async () => {
    const lines: string[] = [];
    const waiting: Benchmark = {
      name: 'failover',
      run: () =>
        Promise.resolve([
          { name: 'back in sync', value: Number.POSITIVE_INFINITY, unit: 'ms', budget: 10_000, waited: 30_000 },
        ]),
    };
    const outcome = await runBenchmarks([waiting], ctx, (line) => lines.push(line));
    expect(outcome.over).toBe(1);
    expect(lines.some((line) => /back in sync +not within 30 s +budget 10000 ms OVER/.test(line))).toBe(true);
  });
});
