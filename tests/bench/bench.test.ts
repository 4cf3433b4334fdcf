import { describe, expect, it } from 'vitest';
import { percentile } from './bench';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const samples = [50, 10, 40, 20, 30];
    expect(percentile(samples, 50)).toBe(30);
    expect(percentile(samples, 95)).toBe(50);
    expect(percentile(samples, 0)).toBe(10);
  });
});
