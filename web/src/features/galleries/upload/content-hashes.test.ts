import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentHashes } from './content-hashes';

describe('content hashes', () => {
  it('are the SHA-256 of each file, as the server computes it of the bytes that landed', async () => {
    const files = [new Blob(['IMG_0001 bytes']), new Blob([new Uint8Array(70_000).fill(7)])];
    const expected = await Promise.all(
      files.map(async (file) =>
        createHash('sha256')
          .update(Buffer.from(await file.arrayBuffer()))
          .digest('hex'),
      ),
    );
    expect(await contentHashes(files)).toEqual(expected);
  });
});
