// Logo, font and site image files go to the API as multipart forms (POST /api/upload/…), with
// the upload's progress, which fetch cannot report.
import type { z } from 'zod';
import { ApiError } from './api';
import { supabase } from './supabase';

/** Why an upload never left the browser when no sign-in is kept to send (the API would answer 401). */
export const MISSING_TOKEN = 'missing_token';

/**
 * Posts a logo, font or site image form to the API (POST /api/upload/…) with the auth session's
 * token and the selected studio, reporting the upload's progress from 0 to 1 (fetch cannot).
 * Rejects with an ApiError, as the JSON client does.
 */
export async function postBrandFile<S extends z.ZodType>(
  path: string,
  form: FormData,
  options: { accountId: string | undefined; schema: S; onProgress?: (fraction: number) => void },
): Promise<z.output<S>> {
  // As the API answers a request that names no studio.
  if (!options.accountId) throw new ApiError(400, 'account_missing', 'Missing account ID');
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new ApiError(401, MISSING_TOKEN, 'Missing access token');
  const accountId = options.accountId;
  const answer = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('X-Account-ID', accountId);
    xhr.setRequestHeader('X-Channel', 'backoffice');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'Network error'));
    xhr.ontimeout = () => reject(new ApiError(0, 'network', 'Network timeout'));
    xhr.send(form);
  });
  if (answer.status < 200 || answer.status >= 300) throw errorOf(answer.status, answer.body);
  const parsed = options.schema.safeParse(answer.body);
  if (!parsed.success) throw new ApiError(answer.status, 'invalid_response', parsed.error.message);
  return parsed.data;
}

function errorOf(status: number, body: unknown): ApiError {
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return new ApiError(status, typeof code === 'string' ? code : 'unknown', `Upload failed with status ${status}`);
}
