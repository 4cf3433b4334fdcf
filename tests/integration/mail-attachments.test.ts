// Files sent with a mail reach the local mailbox, which lists them and serves each as a download.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { icalendar } from '../../functions/lib/booking/icalendar';
import { mailer } from '../../functions/lib/mail/mailer';
import { platformOrigin } from '../support/env';
import { mailsTo, type Mail } from '../support/mailbox';

const to = `attachments-${randomUUID().slice(0, 8)}@example.com`;
const invitation = icalendar({
  name: 'Núria’s studio',
  timeZone: 'Europe/Madrid',
  method: 'REQUEST',
  events: [
    {
      uid: 'session-1@example.com',
      start: Date.UTC(2026, 5, 20, 8),
      end: Date.UTC(2026, 5, 20, 10),
      summary: 'Boda – Núria',
    },
  ],
});

let mail: Mail;
let messageId: string;

beforeAll(async () => {
  // The handlers' local transport, as the platform configures it.
  process.env.MAIL_TRANSPORT = 'local';
  ({ messageId } = await mailer().send({
    to,
    subject: 'Your session',
    text: 'See you soon.',
    html: '<p>See you soon.</p>',
    attachments: [
      { filename: 'sesión.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: invitation },
    ],
  }));
  const [stored] = await mailsTo(to);
  if (!stored) throw new Error(`no mail to ${to}`);
  mail = stored;
});

describe('mail attachments in the local mailbox', () => {
  it('names the mail as the mailbox does, as a bounce will', () => {
    expect(messageId).toBe(mail.id);
  });

  it('keeps each file with its name and type', () => {
    expect(mail.attachments).toEqual([
      { filename: 'sesión.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: invitation },
    ]);
  });

  it('links each file from the list and from the mail’s page', async () => {
    const link = `/mailbox/${mail.id}/attachments/0`;
    for (const page of ['/mailbox', `/mailbox/${mail.id}`]) {
      const html = await (await fetch(`${platformOrigin()}${page}`)).text();
      expect(html, page).toContain(`href="${link}"`);
      expect(html, page).toContain('sesión.ics');
    }
  });

  it('serves a file as a download of its own type and name', async () => {
    const res = await fetch(`${platformOrigin()}/mailbox/${mail.id}/attachments/0`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="sesion.ics"; filename*=UTF-8''${encodeURIComponent('sesión.ics')}`,
    );
    expect(await res.text()).toBe(invitation);
  });

  it('answers 404 for a file the mail does not have', async () => {
    for (const path of [
      `/mailbox/${mail.id}/attachments/1`,
      `/mailbox/${randomUUID()}/attachments/0`,
      '/mailbox/x/attachments/0',
    ]) {
      expect((await fetch(`${platformOrigin()}${path}`)).status, path).toBe(404);
    }
  });
});
