// Authenticator-app keys as GoTrue makes them: a 160-bit secret, its otpauth:// URI and QR code;
// codes are checked as the /api handlers check them (functions/lib/totp.ts).
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TOTP_PARAMETERS } from '../../functions/lib/totp';

// One check of a code for the auth server and the /api handlers.
export { isValidTotpCode } from '../../functions/lib/totp';

/** A new secret (base32) and the otpauth:// URI an app adds it from. */
export function newTotpKey(issuer: string, account: string): { secret: string; uri: string } {
  const totp = new TOTP({ ...TOTP_PARAMETERS, issuer, label: account, secret: new Secret({ size: 20 }) });
  return { secret: totp.secret.base32, uri: totp.toString() };
}

/**
 * The URI as a QR code in SVG markup, which GoTrue sends as it is: supabase-js puts it into a
 * `data:` URI unescaped, where a "#" would end the image, so its colours are named instead.
 */
export async function qrCodeSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' });
  return svg.replaceAll('"#ffffff"', '"white"').replaceAll('"#000000"', '"black"');
}
