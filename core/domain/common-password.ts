// The most common passwords (zxcvbn-ts's list, about 49,000 gathered from breaches), refused
// wherever a password is chosen. The list is a few hundred kilobytes: the browser imports this
// module lazily, only on the forms that set a password.
import { dictionary } from '@zxcvbn-ts/language-common';

// The list is lowercase, so the password is compared lowercased, as zxcvbn-ts compares it.
const commonPasswords: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** True when the password, ignoring case and width (Ｐａｓｓｗｏｒｄ１), is on the list. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.normalize('NFKC').toLowerCase());
}
