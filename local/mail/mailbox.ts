// The local stand-in for an e-mail provider: mails are stored in Postgres instead of being
// sent, and shown at /mailbox (for people) and /mailbox/messages (JSON, for tests).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import type postgres from 'postgres';
import { languageOfRequest } from './local-strings';
import { mailListPage, mailNotFoundPage, mailPage, type StoredMail } from './mailbox-page';

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(mail: Mail): Promise<void> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Pages only ever show mails, never run them: no scripts, no outside requests but images.
const PAGE_SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

export async function createMailbox(sql: postgres.Sql): Promise<
  Mailer & {
    /** Serves GET /mailbox (an HTML page listing mails, newest first, each openable, links clickable) and GET /mailbox/messages (JSON array of {id, to, subject, text, html, createdAt}, newest first, optional ?to=address filter). Returns false when the path is not its own. */
    handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  }
> {
  await sql.unsafe(await readFile(new URL('./schema.sql', import.meta.url), 'utf8'));

  const columns = sql`id::text, to_address as "to", subject, text_body as text, html_body as html, created_at as "createdAt"`;

  async function list(to: string | null): Promise<StoredMail[]> {
    return sql<StoredMail[]>`
      select ${columns} from local.mails
      where ${to === null ? sql`true` : sql`lower(to_address) = lower(${to})`}
      order by created_at desc`;
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
