// Authenticator-app codes (TOTP) as GoTrue makes and checks them: a 160-bit secret, 6-digit
// HMAC-SHA1 codes over 30-second steps, accepted one step early or late for clock drift.
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const TOTP_PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** A new secret (base32) and the otpauth:// URI an app adds it from. */
export function newTotpKey(issuer: string, account: string): { secret: string; uri: string } {
  const totp = new TOTP({ ...TOTP_PARAMETERS, issuer, label: account, secret: new Secret({ size: 20 }) });
  return { secret: totp.secret.base32, uri: totp.toString() };
}

export function isValidTotpCode(secret: string, code: string): boolean {
  const delta = TOTP.validate({ ...TOTP_PARAMETERS, secret: Secret.fromBase32(secret), token: code, window: 1 });
  return delta !== null;
}

/**
 * The URI as a QR code in SVG markup, which GoTrue sends as it is: supabase-js puts it into a
 * `data:` URI unescaped, where a "#" would end the image, so its colours are named instead.
 */
export async function qrCodeSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' });
  return svg.replaceAll('"#ffffff"', '"white"').replaceAll('"#000000"', '"black"');
}
