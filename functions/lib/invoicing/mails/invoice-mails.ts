// The mails a client gets about a quote or an invoice, in the document's language
// (locales/<lng>/email.json), under the studio's logo and name: each says what it is about, with
// a button and the plain link to the document's page. The invoice mail carries its PDF.
import { linkMailBodies, linkMailWords, type MailBrand } from '../../mail/mail-layout';
import { mailStrings, type MailLanguage } from '../../mail/mail-strings';
import type { Mail } from '../../mail/mailer';

/** What every one of these mails needs: whom, in which language, from which studio, and the link. */
type ClientMail = {
  to: string;
  lng: MailLanguage;
  brand: MailBrand;
  /** The client's name, as the greeting says it. */
  name: string;
  link: string;
  /** Whom the client's answer reaches: the studio's member who wrote the document. */
  replyTo: string | null;
};

function clientMail(
  input: ClientMail,
  group: 'invoiceMail' | 'quoteMail' | 'invoiceReminderBefore' | 'invoiceReminderAfter' | 'invoiceReceipt',
  values: Record<string, string>,
  change: (words: ReturnType<typeof linkMailWords>) => ReturnType<typeof linkMailWords> = (words) => words,
): Mail {
  const t = mailStrings(input.lng, group, { studio: input.brand.name, name: input.name, ...values });
  const { text, html } = linkMailBodies(input.lng, change(linkMailWords(t)), input.link, input.brand);
  return { to: input.to, subject: t('subject'), text, html, ...(input.replyTo ? { replyTo: input.replyTo } : {}) };
}

/** The invoice, its total and due date written in its language, with its PDF attached. */
export function invoiceMail(
  input: ClientMail & { number: string; total: string; dueDate: string; pdf: { fileName: string; bytes: Buffer } },
): Mail {
  return {
    ...clientMail(input, 'invoiceMail', { number: input.number, total: input.total, date: input.dueDate }),
    attachments: [
      {
        filename: input.pdf.fileName,
        contentType: 'application/pdf',
        content: input.pdf.bytes.toString('base64'),
        encoding: 'base64',
      },
    ],
  };
}

/** A quote: its title and total, and until when it may be accepted (if it says). */
export function quoteMail(input: ClientMail & { title: string; total: string; expiresOn: string | null }): Mail {
  return clientMail(
    input,
    'quoteMail',
    { title: input.title, total: input.total, date: input.expiresOn ?? '' },
    (words) => (input.expiresOn === null ? { ...words, expiry: '' } : words),
  );
}

/** A reminder of one instalment, before its due date or once it is overdue. */
export function reminderMail(
  input: ClientMail & {
    when: 'before_due' | 'after_due';
    number: string;
    amount: string;
    total: string;
    dueDate: string;
  },
): Mail {
  return clientMail(input, input.when === 'before_due' ? 'invoiceReminderBefore' : 'invoiceReminderAfter', {
    number: input.number,
    amount: input.amount,
    total: input.total,
    date: input.dueDate,
  });
}

/** The thank-you for one payment, with what is still to pay, or that nothing is. */
export function receiptMail(input: ClientMail & { number: string; amount: string; balance: string | null }): Mail {
  const t = mailStrings(input.lng, 'invoiceReceipt', {});
  return clientMail(
    input,
    'invoiceReceipt',
    { number: input.number, amount: input.amount, balance: input.balance ?? '' },
    (words) => (input.balance === null ? { ...words, expiry: t('settled') } : words),
  );
}
