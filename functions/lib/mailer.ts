// Mail the handlers send (gallery invites). MAIL_TRANSPORT picks how: `ses` sends with Amazon
// SES (v2 API) from MAIL_FROM; `local` stores it in the local platform's mailbox (the table
// local/mail/schema.sql creates, read at /mailbox), as the local auth server does with its mails.
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { getSql } from './db';
import { requiredEnv } from './env';

export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: string };
export type Mailer = { send(mail: Mail): Promise<void> };

const localMailbox: Mailer = {
  async send(mail) {
    await getSql()`
      insert into local.mails (to_address, subject, text_body, html_body)
      values (${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html})`;
  },
};

let ses: SESv2Client | undefined;

function sesMailer(from: string): Mailer {
  return {
    async send(mail) {
      ses ??= new SESv2Client({});
      const utf8 = (data: string) => ({ Data: data, Charset: 'UTF-8' });
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [mail.to] },
          ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
          Content: { Simple: { Subject: utf8(mail.subject), Body: { Text: utf8(mail.text), Html: utf8(mail.html) } } },
        }),
      );
    },
  };
}

export function mailer(): Mailer {
  const transport = requiredEnv('MAIL_TRANSPORT');
  if (transport === 'local') return localMailbox;
  if (transport === 'ses') return sesMailer(requiredEnv('MAIL_FROM'));
  throw new Error(`MAIL_TRANSPORT must be "local" or "ses", not "${transport}"`);
}
