// A stand-in for zero-cache that starts slowly, for the tests of how the platform waits for it:
// it writes the JSON log records zero-cache writes while it builds its first replica, one every
// STEP_MS, and then listens on ZERO_PORT as zero-cache does once ready. With SILENT_AFTER set, it
// falls silent after that many records and never listens. With LISTEN_FIRST set, it listens first
// and then writes them, as zero-cache copies a replica again while serving, and ends with a
// warning (`replica copied again`), which the platform passes on. Run through tsx, as local/ is.
import { createServer } from 'node:http';

const step = Number(process.env.STEP_MS ?? 500);
const silentAfter = process.env.SILENT_AFTER === undefined ? Infinity : Number(process.env.SILENT_AFTER);
const port = Number(process.env.ZERO_PORT);

const record = (worker: string, fields: Record<string, unknown>) =>
  console.log(JSON.stringify({ level: 'INFO', pid: process.pid, worker, workerIndex: 0, ...fields }));
const replication = (stage: string, description: string) => ({
  type: 'zero/events/status/replication/v1',
  component: 'replication',
  status: 'OK',
  stage,
  description,
});

const records: [string, Record<string, unknown>][] = [
  ['runner', { message: 'starting zero-cache' }],
  ['change-streamer', { message: 'Migrating schema from v0 to v13' }],
  ['change-streamer', replication('Initializing', 'Copying 23 upstream tables at version 4j0wu0')],
  ...Array.from(
    { length: 12 },
    () =>
      ['change-streamer', replication('Initializing', 'Copying 23 upstream tables at version 4j0wu0')] as [
        string,
        Record<string, unknown>,
      ],
  ),
  ['change-streamer', replication('Indexing', 'Creating 55 indexes')],
  ['serving-replicator', { message: 'setting up serving replica' }],
  ['dispatcher', { message: 'waiting for workers to be ready ...' }],
  ['dispatcher', { message: 'still waiting for syncer.js (0)' }],
  ['dispatcher', { message: 'all workers ready (13548 ms)' }],
];

const listen = () =>
  new Promise<void>((resolve) =>
    createServer((_req, res) => res.end('OK')).listen(port, () => {
      record('runner', { component: 'zero-dispatcher', message: `zero-dispatcher listening at http://[::]:${port}` });
      resolve();
    }),
  );

const listenFirst = process.env.LISTEN_FIRST !== undefined;
if (listenFirst) await listen();
for (const [i, [worker, fields]] of records.entries()) {
  if (i >= silentAfter) break;
  record(worker, fields);
  await new Promise((resolve) => setTimeout(resolve, step));
}
if (listenFirst) record('change-streamer', { level: 'WARN', message: 'replica copied again' });
else if (silentAfter === Infinity) await listen();
else setInterval(() => {}, 60_000);
