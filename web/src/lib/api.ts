import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { ApiError, sendApiRequest, type ApiAnswer, type Method } from './api-request';

export { ApiError };

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

/** An answer checked against `schema`. */
async function checkedAnswer<S extends $ZodType>(answer: Promise<ApiAnswer>, schema: S): Promise<output<S>> {
  const { status, body } = await answer;
  const result = safeParse(schema, body);
  if (!result.success) throw new ApiError(status, 'invalid_response', result.error.message);
  return result.data;
}

/**
 * The JSON client of the product API. Every request says it comes from the back office, carries
 * the auth session's access token (supabase-js refreshes it first when it is about to expire) and the
 * account the screen works on.
 */
export function createApiClient(accountId?: string): ApiClient {
  const request = <S extends $ZodType>(method: Method, path: string, body: unknown, schema: S) =>
    checkedAnswer(sendApiRequest(method, path, body, accountId), schema);

  return {
    get: (path, schema) => request('GET', path, undefined, schema),
    post: (path, body, schema) => request('POST', path, body, schema),
    put: (path, body, schema) => request('PUT', path, body, schema),
    patch: (path, body, schema) => request('PATCH', path, body, schema),
    delete: (path, schema) => request('DELETE', path, undefined, schema),
  };
}
