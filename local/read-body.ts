// A request's body, read whole up to a limit, for the local stand-ins (API adapter, auth server,
// checkout page, DNS records): each answers a larger body as refused rather than buffering it.
import type { IncomingMessage } from 'node:http';

/** The body, or undefined once it passes `maxBytes`. */
export async function readBoundedBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
