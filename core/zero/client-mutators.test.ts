import { InputValidationError, isMutator } from '@rocicorp/zero';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { mutators } from './client-mutators';
import type { mutatorNames } from './mutator-names';
import { type mutatorDefinitions, mutators as definedMutators } from './mutators';

/** The dot-separated name of every mutator in a registry. */
function namesIn(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) =>
    isMutator(value) ? [value.mutatorName] : typeof value === 'object' && value !== null ? namesIn(value) : [],
  );
}

/** A browser's transaction in which every read and write is refused. */
const refusingTx = (reason: 'optimistic' | 'rebase') => {
  const refused = () => Promise.reject(new Error('row gone'));
  return {
    location: 'client',
    reason,
    run: refused,
    mutate: new Proxy({}, { get: () => ({ insert: refused, update: refused, delete: refused, upsert: refused }) }),
  };
};
const ctx = { userID: 'someone', roles: {} };

describe('the mutators the browser registers', () => {
  it('are the defined ones by name, no more and no fewer', () => {
    expect(namesIn(mutators).sort()).toEqual(namesIn(definedMutators).sort());
    type Listed = { -readonly [A in keyof typeof mutatorNames]: (typeof mutatorNames)[A][number] };
    type Defined = { [A in keyof typeof mutatorDefinitions]: keyof (typeof mutatorDefinitions)[A] };
    expectTypeOf<Listed>().toEqualTypeOf<Defined>();
  });

  it('run the defined code, which checks the arguments first', async () => {
    const run = mutators.task.setDone.fn({ tx: refusingTx('optimistic'), ctx, args: { id: 'x' } } as never);
    await expect(run).rejects.toThrow(InputValidationError);
    await expect(run).rejects.toThrow(/task\.setDone/);
  });

  it('only drop their local prediction when a browser rebase fails', async () => {
    const args = { id: 'task-1', done: true };
    await expect(mutators.task.setDone.fn({ tx: refusingTx('optimistic'), ctx, args } as never)).rejects.toThrow(
      'row gone',
    );
    await expect(mutators.task.setDone.fn({ tx: refusingTx('rebase'), ctx, args } as never)).resolves.toBeUndefined();
  });
});
