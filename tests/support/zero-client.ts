// A real Zero client in Node, speaking to the platform's zero-cache like a browser tab does
// (in-memory storage instead of IndexedDB).
import { ApplicationError, Zero } from '@rocicorp/zero';
import type { ZeroContext } from '../../core/zero/context';
import { mutators } from '../../core/zero/client-mutators';
import { schema } from '../../core/zero/schema';
import { platformOrigin } from './env';

type LogSink = NonNullable<ConstructorParameters<typeof Zero>[0]['logSink']>;

// A refusal a test provokes is what it asserts; the client would also log each one with its
// stack, burying real failures in the run's output.
const logSink: LogSink = {
  log: (level, _context, ...args) => {
    if (args.some((arg) => arg instanceof ApplicationError)) return;
    console[level](...args);
  },
};

// The back office resumes a client Zero paused in `needs-auth` with a fresh token, and one paused
// in `error` (a handler that failed once under load) when the person presses the banner's
// Reconnect; a test client that stayed paused would wait forever for an answer, so it resumes
// both at once, a few times, and says why.
const MAX_RESUMES = 3;

function resumeWhenPaused<Client extends Pick<Zero, 'connection'>>(zero: Client, auth: string): Client {
  let resumes = 0;
  zero.connection.state.subscribe((state) => {
    if ((state.name !== 'needs-auth' && state.name !== 'error') || resumes >= MAX_RESUMES) return;
    resumes += 1;
    console.warn(`zero client paused in ${state.name}, resuming:`, JSON.stringify(state.reason));
    void zero.connection.connect({ auth });
  });
  return zero;
}

/** `storageKey` gives the client storage of its own, as another browser has: its own client group. */
export function zeroClient(options: { userID: string; auth: string; context: ZeroContext; storageKey?: string }) {
  const zero = new Zero({
    userID: options.userID,
    auth: options.auth,
    server: platformOrigin(),
    schema,
    mutators,
    context: options.context,
    kvStore: 'mem',
    storageKey: options.storageKey,
    logLevel: 'error',
    logSink,
  });
  return resumeWhenPaused(zero, options.auth);
}
