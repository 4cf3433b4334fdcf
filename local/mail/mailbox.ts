// The local stand-in for an e-mail provider: mails are stored in Postgres instead of being
// sent, and shown at /mailbox (for people) and /mailbox/messages (JSON, for tests), their
// attachments at /mailbox/{id}/attachments/{n}.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import type postgres from 'postgres';
import { attachmentDisposition } from '../../functions/lib/storage/attachment-disposition';
import { languageOfRequest } from './local-strings';
import { mailListPage, mailNotFoundPage, mailPage, type StoredAttachment, type StoredMail } from './mailbox-page';

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(mail: Mail): Promise<void> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ATTACHMENT_PATH = /^\/mailbox\/([^/]+)\/attachments\/(\d{1,3})$/;

// Pages only ever show mails, never run them: no scripts, no outside requests but images.
const PAGE_SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

export async function createMailbox(sql: postgres.Sql): Promise<
  Mailer & {
    /** Serves GET /mailbox (an HTML page listing mails, newest first, each openable, links clickable), GET /mailbox/messages (JSON array of {id, to, subject, text, html, attachments: [{filename, contentType, content}], createdAt}, newest first, optional ?to=address filter) and GET /mailbox/{id}/attachments/{n} (the file, as a download). Returns false when the path is not its own. */
    handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  }
> {
  await sql.unsafe(await readFile(new URL('./schema.sql', import.meta.url), 'utf8'));

  const columns = sql`id::text, to_address as "to", subject, text_body as text, html_body as html, attachments, created_at as "createdAt"`;

  async function list(to: string | null): Promise<StoredMail[]> {
    return sql<StoredMail[]>`
      select ${columns} from local.mails
      where ${to === null ? sql`true` : sql`lower(to_address) = lower(${to})`}
      order by created_at desc`;
  }

  async function sendAttachment(res: ServerResponse, mailId: string, index: number): Promise<true> {
    const [file] = UUID.test(mailId)
      ? await sql<StoredAttachment[]>`
          select file ->> 'filename' as filename, file ->> 'contentType' as "contentType", file ->> 'content' as content,
            file ->> 'encoding' as encoding
          from local.mails, jsonb_array_element(attachments, ${index}::int) as file
          where id = ${mailId} and file is not null`
      : [];
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Not found');
      return true;
    }
    res
      .writeHead(200, {
        'content-type': file.contentType,
        'content-disposition': attachmentDisposition(file.filename),
        'cache-control': 'no-store',
        // Whatever type the mail gave the file, it never runs as a page of this origin.
        'content-security-policy': "sandbox; default-src 'none'",
        'x-content-type-options': 'nosniff',
      })
      .end(file.encoding === 'base64' ? Buffer.from(file.content, 'base64') : file.content);
    return true;
  }

  return {
    async send(mail) {
      await sql`
        insert into local.mails (to_address, subject, text_body, html_body)
        values (${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html})`;
    },

    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname.replace(/\/+$/, '');
      if (path !== '/mailbox' && !path.startsWith('/mailbox/')) return false;
      if (req.method !== 'GET') {
        res.writeHead(405, { allow: 'GET' }).end();
        return true;
      }

      if (path === '/mailbox/messages') {
        const mails = await list(url.searchParams.get('to'));
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.end(JSON.stringify(mails));
        return true;
      }

      const attachment = ATTACHMENT_PATH.exec(path);
      if (attachment) return sendAttachment(res, attachment[1] ?? '', Number(attachment[2]));

      const lng = languageOfRequest(req, url);
      const headers = {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...PAGE_SECURITY_HEADERS,
      };
      if (path === '/mailbox') {
        res.writeHead(200, headers).end(mailListPage(lng, await list(null)));
        return true;
      }
      const id = path.slice('/mailbox/'.length);
      const [mail] = UUID.test(id) ? await sql<StoredMail[]>`select ${columns} from local.mails where id = ${id}` : [];
      if (mail) res.writeHead(200, headers).end(mailPage(lng, mail));
      else res.writeHead(404, headers).end(mailNotFoundPage(lng));
      return true;
    },
  };
}
