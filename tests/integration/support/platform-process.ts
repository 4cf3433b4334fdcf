// A local platform in a process of its own, as `npm start` runs it, for the tests of what its
// processes leave behind: `node --import tsx platform-process.ts <port> <data directory>`.
// It says `ready` once started (and what it notices, a line each), and stops on SIGTERM or SIGINT
// (Ctrl-C), as `npm start` does.
import { startPlatform } from '@local/platform';

const [port, dataDir] = process.argv.slice(2);
const platform = await startPlatform({
  port: Number(port),
  dataDir: dataDir!,
  web: 'none',
  progress: (message) => console.log(message),
});
console.log('ready');
const stop = () => void platform.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
