// What makes writes from several browsers at once come out right.
//
// On the server, row locks make concurrent writes on the same booking run one after another:
// two people recording payments on one session at the same moment must both count, so each
// mutator locks the session row before it reads the payments it derives the session's totals
// from; the second waits for the first and then sees its payment. In the browser (optimistic
// runs) there is nothing to lock.
//
// In the browser, a mutator runs again (a rebase) whenever the server sends news before it
// confirmed the mutation, and a guard that held when the person clicked may fail then: the
// customer was just deleted elsewhere, say. Zero 1.9 answers a throw during a rebase by
// dropping the connection, again at every following update (rocicorp/mono#6555, fixed in a
// later release). So a failed rebase only drops the local prediction; the mutation is still
// sent, and the server, which has the final word, refuses it or applies it. Every mutator of
// the app is defined with `defineGuardedMutator`, so none can miss this (ESLint keeps
// `defineMutator` to this module and the server's overrides).
import { defineMutator, type ReadonlyJSONValue, type Transaction } from '@rocicorp/zero';
import type { z } from 'zod';
import type { ZeroContext } from './context';

type MutatorBody<TArgs> = (options: { tx: Transaction; ctx: ZeroContext; args: TArgs }) => Promise<void>;

/** `body`, except that a failure in a browser rebase only drops the local prediction. */
function guarded<TArgs>(body: MutatorBody<TArgs>): MutatorBody<TArgs> {
  return async (options) => {
    try {
      await body(options);
    } catch (error) {
      if (options.tx.location === 'client' && options.tx.reason === 'rebase') return;
      throw error;
    }
  };
}

/** A synced write whose failure in a browser rebase only drops the local prediction. */
export function defineGuardedMutator<
  TInput extends ReadonlyJSONValue | undefined,
  TArgs extends ReadonlyJSONValue | undefined,
>(validator: z.ZodType<TArgs, TInput>, body: MutatorBody<TArgs>) {
  return defineMutator(validator, guarded(body));
}

/** What runs a mutator by its defined code: Zero's `Mutator.fn`, which checks the arguments first. */
type LoadedMutator = { fn: MutatorBody<ReadonlyJSONValue | undefined> };

/**
 * A synced write whose code `load` fetches when it first runs (client-mutators.ts). The loaded
 * mutator checks the arguments and is guarded itself; a load that fails in a browser rebase
 * only drops the local prediction, like any other failure there.
 */
export function defineLoadedMutator(load: () => Promise<LoadedMutator>) {
  return defineMutator(guarded<ReadonlyJSONValue | undefined>(async (options) => (await load()).fn(options)));
}

async function lock(tx: Transaction, statement: string, id: string): Promise<void> {
  if (tx.location === 'server') await tx.dbTransaction.query(statement, [id]);
}

/** Before reading a session's price or payments to write its derived totals. */
export function lockSession(tx: Transaction, sessionId: string): Promise<void> {
  return lock(tx, 'select id from sessions where id = $1 for update', sessionId);
}

/** Before deciding what happens to a customer's bookings and money when they are deleted. */
export async function lockCustomerWithSessions(tx: Transaction, customerId: string): Promise<void> {
  await lock(tx, 'select id from customers where id = $1 for update', customerId);
  await lock(tx, 'select id from sessions where customer_id = $1 order by id for update', customerId);
}

/** Before booking a customer: a concurrent deletion of that customer then finishes first. */
export function lockCustomerForBooking(tx: Transaction, customerId: string): Promise<void> {
  return lock(tx, 'select id from customers where id = $1 for share', customerId);
}

/**
 * Before checking a session type's name is free: two members naming types at once take turns.
 * `no key update`, not `update`: the studio's other writes (a customer, a payment) take a key
 * share on the account row through their foreign key, and must not wait for this.
 */
export function lockSessionTypeNames(tx: Transaction, accountId: string): Promise<void> {
  return lockStudioNames(tx, accountId);
}

/** Before checking a coupon's code is free: the same turn-taking as session types' names. */
export function lockCouponCodes(tx: Transaction, accountId: string): Promise<void> {
  return lockStudioNames(tx, accountId);
}

function lockStudioNames(tx: Transaction, accountId: string): Promise<void> {
  return lock(tx, 'select id from accounts where id = $1 for no key update', accountId);
}

/**
 * Before changing a draft's lines, totals or instalments, or issuing it: edits of one document
 * take turns, each sees the lines the last one left, and none lands after it was issued.
 */
export function lockDocument(tx: Transaction, kind: 'quote' | 'invoice' | 'contract', id: string): Promise<void> {
  return lock(tx, `select id from ${kind}s where id = $1 for update`, id);
}
