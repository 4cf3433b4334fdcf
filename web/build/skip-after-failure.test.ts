import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { skipAfterFailure } from './skip-after-failure';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (
  plugin: Plugin | undefined,
  name: 'buildStart' | 'buildEnd' | 'renderError' | 'closeBundle',
  ...args: unknown[]
) => (plugin?.[name] as Hook | undefined)?.call({}, ...args);

describe('skipAfterFailure', () => {
  it("closes a plugin's bundle after a build that worked, and skips it after one that failed", () => {
    const closed: string[] = [];
    const [watch, landing, worker] = skipAfterFailure(
      { name: 'landing', closeBundle: () => void closed.push('landing') },
      [{ name: 'worker', closeBundle: { order: 'post', handler: () => void closed.push('worker') } }],
    );
    const build = (error?: Error) => {
      call(watch, 'buildStart');
      call(watch, 'buildEnd', error);
      call(landing, 'closeBundle');
      (worker?.closeBundle as { handler: Hook }).handler.call({});
    };
    build(new Error('Could not resolve ./not-there'));
    expect(closed).toEqual([]);
    build();
    expect(closed).toEqual(['landing', 'worker']);
    // A failure while writing the output counts too.
    closed.length = 0;
    call(watch, 'buildStart');
    call(watch, 'renderError', new Error('disk full'));
    call(landing, 'closeBundle');
    expect(closed).toEqual([]);
    expect((worker?.closeBundle as { order: string }).order).toBe('post');
  });
});
