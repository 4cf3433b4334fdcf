import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { hasStoredAuthSession } from './stored-auth-session';

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Each helper validates the answer with the given schema, of zod or of zod/mini (the public pages'):
 * the server is not trusted blindly.
 */
export type ApiClient = {
  get<S extends $ZodType>(path: string, schema: S): Promise<output<S>>;
  post<S extends $ZodType>(path: string, body: unknown, schema: S): Promise<output<S>>;
  put<S extends $ZodType>(path: string, body: unknown, schema: S): Promise<output<S>>;
  patch<S extends $ZodType>(path: string, body: unknown, schema: S): Promise<output<S>>;
  delete<S extends $ZodType>(path: string, schema: S): Promise<output<S>>;
};

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
 * The signed-in person's access token, refreshed by supabase-js when it is about to expire. With no
 * session kept on this browser (a studio's client on a public page) supabase-js is never loaded.
 */
async function currentAccessToken(): Promise<string | undefined> {
  if (!hasStoredAuthSession()) return undefined;
  const { supabase } = await import('./supabase');
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token;
}

/**
 * The JSON client of the product API. Every request says it comes from the back office, carries
 * the auth session's access token (supabase-js refreshes it first when it is about to expire) and the
 * account the screen works on.
 */
export function createApiClient(accountId?: string): ApiClient {
  async function request<S extends $ZodType>(
    method: Method,
    path: string,
    body: unknown,
    schema: S,
  ): Promise<output<S>> {
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Channel': 'backoffice' };
    const accessToken = await currentAccessToken();
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    if (accountId) headers['X-Account-ID'] = accountId;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (cause) {
      throw new ApiError(0, 'network', cause instanceof Error ? cause.message : 'Network error');
    }
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // A proxy's HTML error page is not JSON: report the status below.
    }
    if (!response.ok) throw errorFromBody(response.status, parsed);
    const result = safeParse(schema, parsed);
    if (!result.success) throw new ApiError(response.status, 'invalid_response', result.error.message);
    return result.data;
  }

  return {
    get: (path, schema) => request('GET', path, undefined, schema),
    post: (path, body, schema) => request('POST', path, body, schema),
    put: (path, body, schema) => request('PUT', path, body, schema),
    patch: (path, body, schema) => request('PATCH', path, body, schema),
    delete: (path, schema) => request('DELETE', path, undefined, schema),
  };
}
