// The product API's transport, apart from the schemas that check its answers (api.ts): a route's
// loader sends its request from here as the page starts, before the schema library has loaded.
import { hasStoredAuthSession, providedSessionReader } from './stored-auth-session';

/** A failed API call: the HTTP status (0 when the server could not be reached) and a stable code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** What the server said beyond the code (the next free slots when one was just taken). */
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function errorFromBody(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body;
    if (typeof error === 'object' && error !== null) {
      const code = 'code' in error && typeof error.code === 'string' ? error.code : 'internal';
      const message = 'message' in error && typeof error.message === 'string' ? error.message : code;
      return new ApiError(status, code, message, 'details' in error ? error.details : undefined);
    }
  }
  return new ApiError(status, status >= 500 ? 'internal' : 'unknown', `Request failed with status ${status}`);
}

/**
 * The signed-in person's access token (lib/auth-client-ready.ts). With no session kept on this
 * browser (a studio's client on a public page) none of it is loaded.
 */
async function currentAccessToken(): Promise<string | undefined> {
  if (!hasStoredAuthSession()) return undefined;
  const read = providedSessionReader() ?? (await import('./auth-client-ready')).currentAuthSession;
  return (await read())?.access_token;
}

/** A successful answer: its status and its body, parsed from JSON but not yet checked. */
export type ApiAnswer = { status: number; body: unknown };

/**
 * Sends one request as the back office does: it says where it comes from, carries the access
 * token and the account the screen works on. A failure rejects with an ApiError.
 */
export async function sendApiRequest(
  method: Method,
  path: string,
  body?: unknown,
  accountId?: string,
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A file (a PDF to check, say) goes as its own bytes; anything else as JSON.
  if (body instanceof Blob) headers['Content-Type'] = body.type || 'application/octet-stream';
  else if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await send(path, method, headers, body, accountId);
  const parsed = parseJson(await response.text());
  if (!response.ok) throw errorFromBody(response.status, parsed);
  return { status: response.status, body: parsed };
}

/** Sends a request with the back office's headers (its channel, the access token, the account). */
async function send(
  path: string,
  method: Method,
  headers: Record<string, string>,
  body: unknown,
  accountId: string | undefined,
): Promise<Response> {
  const accessToken = await currentAccessToken();
  const all = { ...headers, 'X-Channel': 'backoffice' };
  if (accessToken) Object.assign(all, { Authorization: `Bearer ${accessToken}` });
  if (accountId) Object.assign(all, { 'X-Account-ID': accountId });
  try {
    return await fetch(path, {
      method,
      headers: all,
      body: body === undefined || body instanceof Blob ? body : JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError(0, 'network', cause instanceof Error ? cause.message : 'Network error');
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    // A proxy's HTML error page is not JSON: the caller reports the status.
    return undefined;
  }
}

/**
 * A file the API answers (an invoice's PDF), asked for as every back-office request is, with the
 * name the server gave it (`filename*` of its Content-Disposition). A failure rejects with an ApiError.
 */
export async function fetchApiFile(path: string, accountId?: string): Promise<{ blob: Blob; name?: string }> {
  const response = await send(path, 'GET', {}, undefined, accountId);
  if (!response.ok) throw errorFromBody(response.status, parseJson(await response.text()));
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const blob = await response.blob();
  return encoded ? { blob, name: decodeURIComponent(encoded) } : { blob };
}
