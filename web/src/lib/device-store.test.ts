import { describe, expect, it } from 'vitest';
import { canKeepRows } from './device-store';

type Outcome = 'keeps' | 'refuses to open' | 'throws on open' | 'refuses to write' | 'throws on write';

/**
 * Just enough of IndexedDB for the check, answering as a browser that `outcome`s. Node has no
 * IndexedDB, and the browsers that refuse it cannot be started here.
 */
function indexedDBThat(outcome: Outcome) {
  const closed: boolean[] = [];
  const later = (run: () => void) => setTimeout(run, 0);
  const factory = {
    open() {
      if (outcome === 'throws on open') throw new DOMException('The operation is insecure.', 'SecurityError');
      const transaction: Record<string, (() => void) | null | unknown> = {
        oncomplete: null,
        onerror: null,
        onabort: null,
        objectStore: () => ({ put: () => undefined }),
      };
      const db = {
        createObjectStore: () => undefined,
        close: () => closed.push(true),
        transaction: () => {
          if (outcome === 'throws on write') throw new DOMException('No mutations allowed', 'InvalidStateError');
          later(() => {
            const handler = outcome === 'refuses to write' ? transaction.onabort : transaction.oncomplete;
            if (typeof handler === 'function') handler();
          });
          return transaction;
        },
      };
      const request: Record<string, unknown> = { onupgradeneeded: null, onsuccess: null, onerror: null, result: db };
      later(() => {
        const call = (name: string) => (request[name] as (() => void) | null)?.();
        if (outcome === 'refuses to open') {
          request.error = new DOMException('Internal error opening backing store', 'UnknownError');
          call('onerror');
          return;
        }
        call('onupgradeneeded');
        call('onsuccess');
      });
      return request;
    },
  };
  return { factory: factory as unknown as IDBFactory, closed };
}

describe('whether this browser can keep the studio’s rows', () => {
  it('can when a database opens and takes a write, and closes it again', async () => {
    const { factory, closed } = indexedDBThat('keeps');
    await expect(canKeepRows(factory)).resolves.toBe(true);
    expect(closed).toEqual([true]);
  });

  it('cannot without IndexedDB at all', async () => {
    await expect(canKeepRows(undefined)).resolves.toBe(false);
  });

  it.each(['refuses to open', 'throws on open', 'refuses to write', 'throws on write'] as const)(
    'cannot when the browser %s',
    async (outcome) => {
      await expect(canKeepRows(indexedDBThat(outcome).factory)).resolves.toBe(false);
    },
  );
});
