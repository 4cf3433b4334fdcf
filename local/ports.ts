import { createServer } from 'node:net';
import { syncNodePorts } from './sync-nodes';

/** The ports of a local platform whose origin is on `port`: its services take the next few. */
export const portsOf = (port: number) => ({ app: port, postgres: port + 2, s3: port + 3, zero: port + 4 });

/** Every port a local platform on `port` may listen on: its sync nodes take a few from `zero` on. */
export function allPortsOf(port: number): number[] {
  const ports = portsOf(port);
  return [ports.app, ports.postgres, ports.s3, ...syncNodePorts(ports.zero)];
}

/** Whether nothing listens on `port`. */
export function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on, as the system hands them out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
