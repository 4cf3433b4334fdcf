// Stable codes for errors a person may see. The API sends them as `code`; mutators throw them
// as the message of a Zero ApplicationError; the UI translates `errors:<code>`.
export const errorCodes = [
  'unauthenticated',
  'forbidden',
  'not_found',
  'invalid_input',
  'slug_taken',
  'customer_has_sessions',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
