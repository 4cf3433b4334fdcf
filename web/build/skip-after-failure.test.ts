import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { skipAfterFailure } from './skip-after-failure';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin | undefined, name: 'buildStart' | 'writeBundle' | 'closeBundle', ...args: unknown[]) =>
  (plugin?.[name] as Hook | undefined)?.call({}, ...args);

describe('skipAfterFailure', () => {
  it("closes a plugin's bundle after a build that worked, and skips it after one that failed", () => {
    const closed: string[] = [];
    const [watch, landing, worker] = skipAfterFailure(
      { name: 'landing', closeBundle: () => void closed.push('landing') },
      [{ name: 'worker', closeBundle: { order: 'post', handler: () => void closed.push('worker') } }],
    );
    const build = (written: boolean) => {
      call(watch, 'buildStart');
      if (written) call(watch, 'writeBundle');
      call(landing, 'closeBundle');
      (worker?.closeBundle as { handler: Hook }).handler.call({});
    };
    // A module that cannot be resolved, or a check that fails in generateBundle: nothing written.
    build(false);
    expect(closed).toEqual([]);
    build(true);
    expect(closed).toEqual(['landing', 'worker']);
    // The next build starts over: a failure after a good build skips them again.
    closed.length = 0;
    build(false);
    expect(closed).toEqual([]);
    expect((worker?.closeBundle as { order: string }).order).toBe('post');
  });
});
