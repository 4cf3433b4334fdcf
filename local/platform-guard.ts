// Guards the children of a local platform (local/earlier-run.ts): started detached with a pipe
// from the platform as its stdin, it waits for that pipe to close, which happens as the platform's
// process exits for any reason (SIGKILL included), and ends what is left of its data directory's
// zero-cache and Postgres.
//   node --import tsx local/platform-guard.ts <data directory>
import { endLeftovers } from './earlier-run';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: platform-guard.ts <data directory>');
process.stdin.resume();
process.stdin.once('close', () => {
  void endLeftovers(dataDir).finally(() => process.exit(0));
});
