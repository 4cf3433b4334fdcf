// SHA-256 of files the photographer chose, hex: how a file the gallery already has is recognised
// (POST /api/upload/known) and how the server tells the bytes that landed are the file chosen.
// SubtleCrypto hashes off the main thread; files are read one at a time, so a folder of large
// photos never sits in memory at once.

const hex = (digest: ArrayBuffer): string =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function contentHash(file: Blob): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
}

export async function contentHashes(files: readonly Blob[]): Promise<string[]> {
  const hashes: string[] = [];
  for (const file of files) hashes.push(await contentHash(file));
  return hashes;
}
