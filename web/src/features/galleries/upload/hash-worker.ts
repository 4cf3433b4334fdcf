// Hashes the files content-hashes.ts sends it off the page's thread, one after another: only one
// file of those it was sent is read into memory at a time.
import { contentHash, type HashAnswer, type HashRequest } from './content-hashes';

async function answer({ id, file }: HashRequest): Promise<HashAnswer> {
  try {
    return { id, sha256: await contentHash(file) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

let done: Promise<unknown> = Promise.resolve();
self.onmessage = ({ data }: MessageEvent<HashRequest>) => {
  done = done.then(async () => self.postMessage(await answer(data)));
};
