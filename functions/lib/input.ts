import { z } from 'zod';
import { isErrorCode, type ErrorCode } from '@core/domain/errors';
import { holdsUnstorableText } from '@core/domain/text';
import { bodyText, HttpError, type ApiEvent } from './http';

const MAX_JSON_BYTES = 256 * 1024;

/** A page of the app to come back to from a provider's page: a path on our own origin, never another site. */
export const appReturnPath = z
  .string()
  .max(500)
  .regex(/^\/app(?:[/?#]\S*)?$/);

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

/**
 * Postgres's SQLSTATEs for text it cannot keep: 22021 (a NUL in text) and 22P05 (a \u0000 or
 * lone-surrogate escape in jsonb). Input checks refuse such text first; these catch what they miss.
 */
const UNSTORABLE_TEXT_STATES = ['22021', '22P05'];

export function isUnstorableTextError(error: unknown): boolean {
  return UNSTORABLE_TEXT_STATES.includes((error as { code?: unknown } | null)?.code as string);
}

/**
 * The stable code a database rule raised its refusal with (`raise … using hint = 'invoice_issued'`,
 * SQLSTATE P0001), so a refusal the database alone could make still answers as the product's.
 */
export function databaseRefusal(error: unknown): ErrorCode | undefined {
  const { code, hint } = (error ?? {}) as { code?: unknown; hint?: unknown };
  return code === 'P0001' && isErrorCode(hint) ? hint : undefined;
}

export const unstorableTextError = () =>
  new HttpError(400, 'invalid_text', 'Text holds a character that cannot be stored (NUL or a lone surrogate)');

/** A 400 `invalid_text` when any string in `value` is one Postgres cannot keep (core/domain/text.ts). */
export function refuseUnstorableText(value: unknown): void {
  if (holdsUnstorableText(value)) throw unstorableTextError();
}

/**
 * Validates with a zod or zod/mini schema (the public pages' schemas are mini). Text Postgres
 * cannot keep is refused first, in any field, whatever the schema lets through.
 */
export function parseInput<S extends z.core.$ZodType>(value: unknown, schema: S): z.output<S> {
  refuseUnstorableText(value);
  const result = z.safeParse(schema, value);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new HttpError(400, 'invalid_input', 'Invalid input', issues);
  }
  return result.data;
}
