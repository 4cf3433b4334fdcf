import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/src/lib/api';
import { SigningAhead, type Declared, type Signature } from './signing-ahead';

const file = (n: number): Declared => ({ clientId: `f${n}`, name: `IMG_${n}.jpg`, size: 1000, type: 'image/jpeg' });

/** A queue of `count` files and an API that signs each once per call, numbering its signatures. */
function queue(count: number, refuseBatches = false) {
  let waiting = Array.from({ length: count }, (_, i) => file(i + 1));
  let clock = 0;
  let signed = 0;
  let read = 0;
  const calls: string[][] = [];
  const signer = new SigningAhead(
    async (files) => {
      calls.push(files.map((f) => f.clientId));
      if (refuseBatches && files.length > 1) throw new ApiError(402, 'usage_limit_reached', 'limit');
      return new Map<string, Signature>(
        files.map((f) => [f.clientId, { key: `k${++signed}`, url: 'https://bucket', fields: {} }]),
      );
    },
    function* () {
      for (const f of waiting) {
        read++;
        yield f;
      }
    },
    () => clock,
  );
  /** The slot's next file, as Uppy takes it: it leaves the files waiting once it is sent. */
  const send = async (n: number) => {
    const signature = await signer.signatureFor(file(n));
    waiting = waiting.filter((f) => f.clientId !== `f${n}`);
    return 'key' in signature ? signature.key : signature.refused;
  };
  /** How many files waiting `step` read. */
  const reads = async (step: () => Promise<unknown>) => {
    const before = read;
    await step();
    return read - before;
  };
  return { send, calls, reads, later: (ms: number) => (clock += ms) };
}

describe('signing files ahead', () => {
  it('signs the files waiting with the first, and each of them once', async () => {
    const { send, calls } = queue(5);
    const keys = [await send(1), await send(2), await send(3)];
    expect(calls).toEqual([['f1', 'f2', 'f3', 'f4', 'f5']]);
    expect(new Set(keys).size).toBe(3);
    // A file sent again (a retry) never reuses the signature it took: it asks for a new one.
    expect(await send(2)).not.toBe(keys[1]);
    expect(calls).toHaveLength(2);
  });

  it('reads the files waiting only as far as the next dozen while they are signed', async () => {
    const { send, calls, reads } = queue(1000);
    await send(1);
    expect(await reads(() => send(2))).toBeLessThan(20);
    expect(calls).toHaveLength(1);
  });

  it('asks again for a signature that grew too old while its file waited', async () => {
    const { send, calls, later } = queue(3);
    await send(1);
    later(11 * 60_000);
    await send(2);
    expect(calls).toEqual([
      ['f1', 'f2', 'f3'],
      ['f2', 'f3'],
    ]);
  });

  it('signs files one at a time once the studio limit refused a batch', async () => {
    const { send, calls } = queue(3, true);
    expect(await send(1)).toBe('k1');
    await send(2);
    expect(calls).toEqual([['f1', 'f2', 'f3'], ['f1'], ['f2']]);
  });
});
