import type { StandardSchemaV1 } from '@standard-schema/spec';
import { ApiError, sendApiRequest, type ApiAnswer, type Method } from './api-request';

export { ApiError };

type Output<S extends StandardSchemaV1> = StandardSchemaV1.InferOutput<S>;

/**
 * Each helper validates the answer with the given Standard Schema: one of zod, of zod/mini (the
 * public pages'), or of valita (the first screen's, lib/answer-shape.ts). The server is not
 * trusted blindly.
 */
export type ApiClient = {
  get<S extends StandardSchemaV1>(path: string, schema: S): Promise<Output<S>>;
  post<S extends StandardSchemaV1>(path: string, body: unknown, schema: S): Promise<Output<S>>;
  put<S extends StandardSchemaV1>(path: string, body: unknown, schema: S): Promise<Output<S>>;
  patch<S extends StandardSchemaV1>(path: string, body: unknown, schema: S): Promise<Output<S>>;
  delete<S extends StandardSchemaV1>(path: string, schema: S): Promise<Output<S>>;
};

/** An answer checked against `schema`. */
async function checkedAnswer<S extends StandardSchemaV1>(answer: Promise<ApiAnswer>, schema: S): Promise<Output<S>> {
  const { status, body } = await answer;
  const result = await schema['~standard'].validate(body);
  if (result.issues) {
    throw new ApiError(status, 'invalid_response', result.issues.map((issue) => issue.message).join('; '));
  }
  return result.value;
}

/**
 * The JSON client of the product API. Every request says it comes from the back office, carries
 * the auth session's access token (supabase-js refreshes it first when it is about to expire) and the
 * account the screen works on.
 */
export function createApiClient(accountId?: string): ApiClient {
  const request = <S extends StandardSchemaV1>(method: Method, path: string, body: unknown, schema: S) =>
    checkedAnswer(sendApiRequest(method, path, body, accountId), schema);

  return {
    get: (path, schema) => request('GET', path, undefined, schema),
    post: (path, body, schema) => request('POST', path, body, schema),
    put: (path, body, schema) => request('PUT', path, body, schema),
    patch: (path, body, schema) => request('PATCH', path, body, schema),
    delete: (path, schema) => request('DELETE', path, undefined, schema),
  };
}
