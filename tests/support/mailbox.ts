// The local mailbox as tests read it: every mail the platform sent, newest first, from GET
// /mailbox/messages (local/mail/mailbox.ts).
import type { StoredMail } from '@local/mail/mailbox-page';
import { platformOrigin } from './env';

/** A mail as /mailbox/messages answers it: its date travels as JSON text. */
export type Mail = Omit<StoredMail, 'createdAt'> & { createdAt: string };

/** The mails sent to `address`, newest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const res = await fetch(`${platformOrigin()}/mailbox/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as Mail[];
}
