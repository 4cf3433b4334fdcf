import { z } from 'zod';
import { bodyText, HttpError, type ApiEvent } from './http';

const MAX_JSON_BYTES = 256 * 1024;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_input', 'Body is not valid JSON');
  }
}

/**
 * A body that must be JSON, of any size or shape, for a handler whose library validates it (Zero's
 * requests from zero-cache). Anything else, an empty body too, is a 400 `invalid_input`.
 */
export function jsonBody(event: ApiEvent): unknown {
  return parseJson(bodyText(event));
}

/** Parses and validates a JSON body; anything else is a 400 `invalid_input` that changes nothing. */
export function parseJsonBody<S extends z.core.$ZodType>(event: ApiEvent, schema: S): z.output<S> {
  const text = bodyText(event);
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw new HttpError(413, 'invalid_input', 'Body too large');
  return parseInput(text === '' ? undefined : parseJson(text), schema);
}

/** Validates with a zod or zod/mini schema (the public pages' schemas are mini). */
export function parseInput<S extends z.core.$ZodType>(value: unknown, schema: S): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new HttpError(400, 'invalid_input', 'Invalid input', issues);
  }
  return result.data;
}
