// Mail the handlers send (gallery invites), with any files attached. MAIL_TRANSPORT picks how:
// `ses` sends with Amazon SES (v2 API) from MAIL_FROM, in the configuration set
// MAIL_CONFIGURATION_SET, which reports bounces (stacks/api.ts); `local` stores it in the local platform's
// mailbox (the table local/mail/schema.sql creates, read at /mailbox), as the local auth server
// does with its mails. A mail sent for a studio counts as its use (lib/count-use.ts).
import { SendEmailCommand, SESv2Client, type Attachment } from '@aws-sdk/client-sesv2';
import { getSql } from '../db';
import { requiredEnv } from '../env';
import { countUse } from '../count-use';

/**
 * A file sent with a mail: text (an invitation's .ics), which travels encoded as UTF-8, or bytes
 * (an invoice's PDF) given in base64 with `encoding: 'base64'`.
 */
export type MailAttachment = { filename: string; contentType: string; content: string; encoding?: 'base64' };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: readonly MailAttachment[];
  /** The studio the mail is sent for, whose use it counts as; none for the product's own mails. */
  accountId?: string;
};
/** What the provider calls a sent mail: SES's message id, the local mailbox's row id. Bounces name it. */
export type SentMail = { messageId: string };
export type Mailer = { send(mail: Mail): Promise<SentMail> };

const localMailbox: Mailer = {
  async send(mail) {
    const sql = getSql();
    const [row] = await sql<{ id: string }[]>`
      insert into local.mails (to_address, subject, text_body, html_body, attachments)
      values (${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html}, ${sql.json([...(mail.attachments ?? [])])})
      returning id`;
    return { messageId: row!.id };
  },
};

let ses: SESv2Client | undefined;

function sesMailer(from: string, configurationSet: string): Mailer {
  return {
    async send(mail) {
      ses ??= new SESv2Client({});
      const utf8 = (data: string) => ({ Data: data, Charset: 'UTF-8' });
      const sent = await ses.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          ConfigurationSetName: configurationSet,
          Destination: { ToAddresses: [mail.to] },
          ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
          Content: {
            Simple: {
              Subject: utf8(mail.subject),
              Body: { Text: utf8(mail.text), Html: utf8(mail.html) },
              ...(mail.attachments?.length ? { Attachments: mail.attachments.map(sesAttachment) } : {}),
            },
          },
        }),
      );
      // SES answers a mail it accepted with its id; nothing else reaches here.
      return { messageId: sent.MessageId ?? '' };
    },
  };
}

/** SES builds the MIME parts; base64 keeps non-ASCII text intact where its default 7-bit would not. */
function sesAttachment(attachment: MailAttachment): Attachment {
  return {
    FileName: attachment.filename,
    ContentType: attachment.contentType,
    ContentDisposition: 'ATTACHMENT',
    ContentTransferEncoding: 'BASE64',
    RawContent:
      attachment.encoding === 'base64'
        ? Buffer.from(attachment.content, 'base64')
        : new TextEncoder().encode(attachment.content),
  };
}

function transport(): Mailer {
  const name = requiredEnv('MAIL_TRANSPORT');
  if (name === 'local') return localMailbox;
  if (name === 'ses') return sesMailer(requiredEnv('MAIL_FROM'), requiredEnv('MAIL_CONFIGURATION_SET'));
  throw new Error(`MAIL_TRANSPORT must be "local" or "ses", not "${name}"`);
}

export function mailer(): Mailer {
  const sender = transport();
  return {
    async send(mail) {
      const sent = await sender.send(mail);
      if (mail.accountId) await countUse(getSql(), mail.accountId, 'mails');
      return sent;
    },
  };
}
