// A network address no other test sends from. The public API limits requests per address for an
// hour, and test files run side by side against one platform, so a shared or guessed address
// could be spent by another file's limit test. The platform, as CloudFront does, takes the
// address from the connection, whatever headers say: a test that needs an address of its own
// connects from it. Linux routes the whole of 127.0.0.0/8 to the loopback interface.
import { randomBytes } from 'node:crypto';
import { Agent } from 'undici';

export type Caller = {
  /** The address the platform sees this caller's connections come from. */
  address: string;
  /** fetch, connecting from `address`. */
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};

/** A fresh loopback address (never 127.0.0.1, every other test's), and a fetch that uses it. */
export function uniqueCaller(): Caller {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  const address = `127.${(a % 254) + 1}.${b}.${(c % 254) + 1}`;
  const dispatcher = new Agent({ localAddress: address });
  return {
    address,
    // Node's fetch is undici's: it takes the dispatcher, which the DOM's RequestInit does not name.
    fetch: (input, init) => fetch(input, { ...init, dispatcher } as RequestInit),
  };
}
