// The password policy of the Supabase project: at least 8 characters with lowercase, uppercase
// and digits, and not easy to guess, answered exactly as GoTrue answers a weak password. Passwords
// are hashed slowly (functions/lib/slow-hash.ts).
import { randomBytes } from 'node:crypto';
import { isGuessablePassword } from '../../core/domain/password-strength';
import { matchesSlowHash, slowHash } from '../../functions/lib/slow-hash';
import { AuthError, validationFailed } from './errors';

// The auth routes' way to the hash, which they cannot import without climbing three folders.
export { matchesSlowHash, slowHash };

// Checked when the e-mail is unknown, so a wrong address takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;
export async function spendPasswordCheckTime(password: string): Promise<void> {
  decoyHash ??= slowHash(randomBytes(16).toString('hex'));
  await matchesSlowHash(password, await decoyHash);
}

const MIN_LENGTH = 8;
// GoTrue limits passwords to 72 bytes (bcrypt's limit); the same limit here keeps every
// password accepted locally valid in production.
const MAX_LENGTH = 72;
const REQUIRED_CHARACTER_SETS = ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'];

type WeakPassword = { reasons: ('length' | 'characters' | 'pwned')[]; message: string };

/** The policy's verdict; undefined when the password is strong enough. */
export function weakPasswordReasons(password: string): WeakPassword | undefined {
  const reasons: WeakPassword['reasons'] = [];
  const messages: string[] = [];
  if (password.length < MIN_LENGTH) {
    reasons.push('length');
    messages.push(`Password should be at least ${MIN_LENGTH} characters.`);
  }
  if (REQUIRED_CHARACTER_SETS.some((set) => ![...set].some((c) => password.includes(c)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${REQUIRED_CHARACTER_SETS.join(', ')}.`);
  }
  // Supabase's leaked-password protection (supabase/config.toml) refuses breached passwords with
  // this reason and message; the web forms' guessability check stands in for it here.
  if (isGuessablePassword(password)) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  return reasons.length > 0 ? { reasons, message: messages.join(' ') } : undefined;
}

/** Throws 422 weak_password (or 400 when too long) like GoTrue's checkPasswordStrength. */
export function assertStrongPassword(password: string): void {
  if (Buffer.byteLength(password) > MAX_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${MAX_LENGTH} characters`);
  }
  const weak = weakPasswordReasons(password);
  if (weak) throw new AuthError(422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
}
