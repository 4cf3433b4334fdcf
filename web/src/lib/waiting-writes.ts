// How many changes made on this device the server has not confirmed yet, for the sync status.
// Zero keeps every change in its own store until the server has it and sends it again on each
// connection, but does not say how many wait, so the count follows each change's server result.
// One still unconfirmed when Zero gives up on the connection (its result is then a "zero" error)
// stays in Zero's store and goes with the next connection: it counts until Zero connects again.
import type { MutatorResultDetails } from '@rocicorp/zero';
import { observable } from './observable';

let unconfirmed = 0;
let held = 0;
// Bumped when the count starts over, so results of a forgotten client's changes are ignored.
let epoch = 0;

/** The number of changes waiting to reach the server. */
export const waitingWrites = observable(0);

const publish = () => waitingWrites.set(unconfirmed + held);

/** Counts a change from the moment Zero took it until the server's result for it. */
export function countWrite(server: Promise<MutatorResultDetails>): void {
  const counted = epoch;
  unconfirmed += 1;
  publish();
  void server.then((result) => {
    if (counted !== epoch) return;
    unconfirmed -= 1;
    if (result.type === 'error' && result.error.type === 'zero') held += 1;
    publish();
  });
}

/** Zero is connected again: the changes it held have been sent with the connection. */
export function heldWritesSent(): void {
  held = 0;
  publish();
}

/** The client is gone (sign-out): nothing of it waits any more. */
export function forgetWaitingWrites(): void {
  epoch += 1;
  unconfirmed = 0;
  held = 0;
  publish();
}
