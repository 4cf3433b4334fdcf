// E-mail addresses as GoTrue accepts them: checkmail's format, at most 255 characters, and
// stored in lowercase so that one mailbox is one account whatever the capitalisation.
import { validationFailed } from './errors';

const FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= 255 && FORMAT.test(value);
}

/** Throws 400 validation_failed with GoTrue's messages. */
export function normalizeEmail(value: string | null | undefined): string {
  if (!value) throw validationFailed('An email address is required');
  if (value.length > 255) throw validationFailed('An email address is too long');
  if (!FORMAT.test(value)) throw validationFailed('Unable to validate email address: invalid format');
  return value.toLowerCase();
}
