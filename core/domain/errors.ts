// Stable codes for errors a person may see. The API sends them as `code`; mutators throw them
// as the message of a Zero ApplicationError; the UI translates `errors:<code>`.
const errorCodes = [
  'unauthenticated',
  'forbidden',
  'not_found',
  'invalid_input',
  'slug_taken',
  'session_type_exists',
  'customer_has_sessions',
  'session_has_payments',
  'invalid_status_transition',
  'deletion_confirmation_mismatch',
  'receipt_missing',
  'receipt_invalid',
  'file_too_large',
  'unsupported_type',
  'upload_missing',
  'upload_failed',
  'unsupported_image',
  'unsupported_font',
  'account_missing',
  'gallery_expired',
  'gallery_not_published',
  'invite_required',
  'invite_invalid',
  'invite_failed',
  'slug_missing',
  'slot_taken',
  'too_many_requests',
  'booking_closed',
  'booking_link_invalid',
  'page_path_taken',
  'domain_taken',
  'list_full',
  'selection_empty',
  'selection_needs_client',
  'last_owner',
  'already_member',
  'team_invite_invalid',
  'team_invite_wrong_email',
  'mfa_required',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
