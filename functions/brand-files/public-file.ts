// How the public brand files (fonts, logos) are answered: to anyone, from any site, and cached for
// good, since a file's bytes never change under its address (a new upload gets a new one).
import { json, type ApiResult } from '../lib/http';

/** Studios' sites on their own domains load these too; @font-face fetches fonts in CORS mode. */
const PUBLIC_HEADERS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
  'x-content-type-options': 'nosniff',
};

export function publicFile(bytes: Buffer, contentType: string): ApiResult {
  return {
    statusCode: 200,
    headers: { ...PUBLIC_HEADERS, 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
    body: bytes.toString('base64'),
    isBase64Encoded: true,
  };
}

/** A 404 the page asking can read as well (never cached: the file may be uploaded yet). */
export const publicFileMissing = (message: string): ApiResult =>
  json(404, { error: { code: 'not_found', message } }, PUBLIC_HEADERS);
