// A deliberately slow hash (node:crypto's scrypt, a salt per secret) for secrets a person types:
// passwords on the local auth server, two-step recovery codes here. The cost is stored with the
// hash, so it can change without invalidating what is stored.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export type ScryptCost = { N: number; r: number; p: number };

// N=2^15, r=8: 32 MiB and tens of milliseconds per hash.
const DEFAULT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function scryptAsync(secret: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r·p bytes; Node's default ceiling (32 MiB) is exactly that, so raise it.
  const maxmem = 2 * 128 * cost.N * cost.r * cost.p;
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, base64url. */
export async function slowHash(secret: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(secret, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function matchesSlowHash(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(secret, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
