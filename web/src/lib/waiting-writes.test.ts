import type { MutatorResultDetails } from '@rocicorp/zero';
import { beforeEach, describe, expect, it } from 'vitest';
import { countWrite, forgetWaitingWrites, heldWritesSent, waitingWrites } from './waiting-writes';

/** A change's server result, settled when the test says. */
function pendingResult() {
  let settle: (result: MutatorResultDetails) => void = () => {};
  const promise = new Promise<MutatorResultDetails>((resolve) => (settle = resolve));
  return { promise, settle };
}

const confirmed: MutatorResultDetails = { type: 'success' };
const refused: MutatorResultDetails = {
  type: 'error',
  error: { type: 'app', message: 'forbidden', details: undefined },
};
const connectionLost: MutatorResultDetails = { type: 'error', error: { type: 'zero', message: 'disconnected' } };
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the count of changes waiting for the server', () => {
  beforeEach(() => forgetWaitingWrites());

  it('counts each change until the server confirms or refuses it', async () => {
    const first = pendingResult();
    const second = pendingResult();
    countWrite(first.promise);
    countWrite(second.promise);
    expect(waitingWrites.get()).toBe(2);

    first.settle(confirmed);
    await settled();
    expect(waitingWrites.get()).toBe(1);
    second.settle(refused);
    await settled();
    expect(waitingWrites.get()).toBe(0);
  });

  it('keeps counting a change whose connection was given up until Zero connects again', async () => {
    const change = pendingResult();
    countWrite(change.promise);
    change.settle(connectionLost);
    await settled();
    expect(waitingWrites.get()).toBe(1);

    heldWritesSent();
    expect(waitingWrites.get()).toBe(0);
  });

  it('starts from nothing after sign-out, whatever the old client’s changes report later', async () => {
    const change = pendingResult();
    countWrite(change.promise);
    forgetWaitingWrites();
    expect(waitingWrites.get()).toBe(0);

    change.settle(connectionLost);
    await settled();
    expect(waitingWrites.get()).toBe(0);
  });
});
