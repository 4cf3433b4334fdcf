// SHA-256 of files the photographer chose, hex: how a file the gallery already has is recognised
// (POST /api/upload/known) and how the server tells the bytes that landed are the file chosen.
// The browser reads a file into memory and digests it on the thread that asks (SubtleCrypto's
// digest is not handed to another thread), at about the pace the bucket takes the bytes: in the
// page that held up everything else while a folder uploaded. So files are hashed in two workers,
// each reading one file at a time, so a folder of large photos never sits in memory at once.

/** Workers hashing at once: room for the uploads, and the page, on a two-core laptop. */
const WORKERS = 2;

const hex = (digest: ArrayBuffer): string =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function contentHash(file: Blob): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
}

/** A file to hash, and the answer of the worker that hashed it. */
export type HashRequest = { id: number; file: Blob };
export type HashAnswer = { id: number; sha256: string } | { id: number; error: string };

type Waiting = { resolve: (sha256: string) => void; reject: (error: Error) => void };

/** A worker hashing the files it is sent in turn, and the answers it owes. */
class HashWorker {
  private readonly worker = new Worker(new URL('./hash-worker.ts', import.meta.url), { type: 'module' });
  private readonly owed = new Map<number, Waiting>();
  private nextId = 0;

  constructor() {
    this.worker.onmessage = ({ data }: MessageEvent<HashAnswer>) => {
      const waiting = this.owed.get(data.id);
      this.owed.delete(data.id);
      if ('sha256' in data) waiting?.resolve(data.sha256);
      else waiting?.reject(new Error(data.error));
    };
  }

  get load(): number {
    return this.owed.size;
  }

  hash(file: Blob): Promise<string> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.owed.set(id, { resolve, reject });
      this.worker.postMessage({ id, file } satisfies HashRequest);
    });
  }
}

let workers: HashWorker[] | undefined;

export async function contentHashes(files: readonly Blob[]): Promise<string[]> {
  if (typeof Worker === 'undefined') {
    const hashes: string[] = [];
    for (const file of files) hashes.push(await contentHash(file));
    return hashes;
  }
  workers ??= Array.from({ length: WORKERS }, () => new HashWorker());
  const pool = workers;
  return Promise.all(
    files.map((file) => pool.reduce((idlest, worker) => (worker.load < idlest.load ? worker : idlest)).hash(file)),
  );
}
