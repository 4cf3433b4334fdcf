// The ES256 key that signs access tokens. It is kept in a file so tokens issued before a restart
// stay valid, as they do with Supabase's asymmetric signing keys; only its public half is
// published (JWKS), which is all the /api handlers need to verify a token.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

export type SigningKey = {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** As published at /.well-known/jwks.json. */
  publicJwk: JWK;
};

export async function loadOrCreateSigningKey(keyFile: string): Promise<SigningKey> {
  const privateJwk = (await readPrivateJwk(keyFile)) ?? (await createPrivateJwk(keyFile));
  const { kty, crv, x, y, kid = '' } = privateJwk;
  // The fields Supabase publishes; `ext` lets WebCrypto import it as extractable, which
  // supabase-js's getClaims() asks for.
  const publicJwk: JWK = { kty, crv, x, y, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true };
  return {
    kid,
    privateKey: (await importJWK(privateJwk, 'ES256')) as CryptoKey,
    publicKey: (await importJWK(publicJwk, 'ES256')) as CryptoKey,
    publicJwk,
  };
}

async function readPrivateJwk(keyFile: string): Promise<JWK | undefined> {
  let text: string;
  try {
    text = await readFile(keyFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const jwk = JSON.parse(text) as JWK;
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d || !jwk.x || !jwk.y || !jwk.kid) {
    throw new Error(`${keyFile} is not an ES256 private JWK with a kid; delete it to create a new key`);
  }
  return jwk;
}

async function createPrivateJwk(keyFile: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'ES256' };
  await mkdir(path.dirname(keyFile), { recursive: true });
  // wx: a second process starting at the same moment fails instead of replacing the key.
  await writeFile(keyFile, JSON.stringify(jwk, null, 2), { mode: 0o600, flag: 'wx' });
  return jwk;
}
