// Authenticator-app codes (TOTP) as GoTrue makes and checks them: 6-digit HMAC-SHA1 codes over
// 30-second steps of a base32 secret, accepted one step early or late for clock drift.
import { Secret, TOTP } from 'otpauth';

export const TOTP_PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

export function isValidTotpCode(secret: string, code: string): boolean {
  const delta = TOTP.validate({ ...TOTP_PARAMETERS, secret: Secret.fromBase32(secret), token: code, window: 1 });
  return delta !== null;
}

/** The code the app shows now. */
export function currentTotpCode(secret: string): string {
  return new TOTP({ ...TOTP_PARAMETERS, secret: Secret.fromBase32(secret) }).generate();
}
