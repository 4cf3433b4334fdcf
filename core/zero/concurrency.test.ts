import { isMutatorDefinition } from '@rocicorp/zero';
import { describe, expect, it } from 'vitest';
import { mutatorDefinitions } from './mutators';

/** Every synced write of the app, by name, so a new area or mutator is covered too. */
type Definition = { fn: (options: never) => Promise<void> };

function allMutators(tree: object, prefix = ''): [string, Definition][] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
    isMutatorDefinition(value)
      ? [[`${prefix}${key}`, value] as [string, Definition]]
      : typeof value === 'object' && value !== null
        ? allMutators(value, `${prefix}${key}.`)
        : [],
  );
}

/**
 * A transaction in which everything fails, as when the rows a mutator checks are gone: the
 * caller belongs to no studio, and every read and write is refused.
 */
function failingRun(location: 'client' | 'server', reason: 'initial' | 'rebase' | 'authoritative') {
  const refused = () => Promise.reject(new Error('row gone'));
  const tx = {
    location,
    reason,
    run: refused,
    mutate: new Proxy({}, { get: () => ({ insert: refused, update: refused, delete: refused, upsert: refused }) }),
    dbTransaction: { query: refused },
  };
  return { tx, ctx: { userID: 'someone', accountIDs: [] }, args: {} };
}

describe('every mutator', () => {
  const all = allMutators(mutatorDefinitions);

  it('is found', () => {
    expect(all.map(([name]) => name)).toEqual(
      expect.arrayContaining(['customer.create', 'photo.reorder', 'galleryInvite.revoke', 'session.setStatus']),
    );
  });

  it.each(all)(
    '%s only drops its local prediction when a browser rebase fails, and fails otherwise',
    async (_name, mutator) => {
      // A browser rebase (zero 1.9 drops the connection when one throws): nothing is thrown.
      await expect(mutator.fn(failingRun('client', 'rebase') as never)).resolves.toBeUndefined();
      // The person's own click, and the server's authoritative run: the failure is reported.
      await expect(mutator.fn(failingRun('client', 'initial') as never)).rejects.toThrow();
      await expect(mutator.fn(failingRun('server', 'authoritative') as never)).rejects.toThrow();
    },
  );
});
