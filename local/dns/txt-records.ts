// The local stand-in for a domain's DNS host: TXT records kept in Postgres (./schema.sql), which
// the handlers read instead of public DNS on this platform (functions/accounts/txt-records.ts).
// A person adds and removes them at /dns; a test at /dns/records (JSON: GET lists, POST and
// DELETE take {name, value}).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import type postgres from 'postgres';
import { escapeHtml, htmlDocument } from '../mail/html';
import { languageOfRequest, translate, type Language, type StringKey } from '../mail/local-strings';
import { readBoundedBody } from '../read-body';

type TxtRecord = { name: string; value: string };

const MAX_BODY_BYTES = 4096;

const style = `
  table { width: 100%; border-collapse: collapse; margin-bottom: 1.5rem; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #8884; overflow-wrap: anywhere; }
  form.add { display: grid; gap: 0.5rem; max-width: 32rem; }
  input[type=text] { padding: 0.5rem; border: 1px solid #8888; border-radius: 6px; }
  button { padding: 0.4rem 1rem; border-radius: 6px; border: 1px solid #2563eb; background: #2563eb; color: #fff; cursor: pointer; }
  .error { color: #b91c1c; }
`;

const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
};

/** A record as stored: its name trimmed, without a final dot and in lower case; or undefined when either part is empty. */
function recordOf(name: unknown, value: unknown): TxtRecord | undefined {
  if (typeof name !== 'string' || typeof value !== 'string') return undefined;
  const record = { name: name.trim().replace(/\.$/, '').toLowerCase(), value: value.trim() };
  return record.name && record.value && record.name.length <= 253 && record.value.length <= 2048 ? record : undefined;
}

function listPage(lng: Language, records: TxtRecord[], invalid = false): string {
  const t = (key: StringKey) => escapeHtml(translate(lng, key));
  const rows = records
    .map(
      (record) => `<tr><td>${escapeHtml(record.name)}</td><td><code>${escapeHtml(record.value)}</code></td><td>
<form method="post" action="/dns"><input type="hidden" name="action" value="remove">
<input type="hidden" name="name" value="${escapeHtml(record.name)}"><input type="hidden" name="value" value="${escapeHtml(record.value)}">
<button type="submit">${t('dns.remove')}</button></form></td></tr>`,
    )
    .join('\n');
  const body = `<h1>${t('dns.title')}</h1>
<p>${t('dns.description')}</p>
${
  records.length === 0
    ? `<p>${t('dns.empty')}</p>`
    : `<table><thead><tr><th scope="col">${t('dns.name')}</th><th scope="col">${t('dns.value')}</th><th></th></tr></thead>
<tbody>
${rows}
</tbody></table>`
}
<form class="add" method="post" action="/dns"><input type="hidden" name="action" value="add">
<label for="name">${t('dns.name')}</label><input id="name" name="name" type="text" autocomplete="off" required>
<label for="value">${t('dns.value')}</label><input id="value" name="value" type="text" autocomplete="off" required>
${invalid ? `<p class="error" role="alert">${t('dns.invalid')}</p>` : ''}
<div><button type="submit">${t('dns.add')}</button></div>
</form>`;
  return htmlDocument({ lang: lng, title: translate(lng, 'dns.title'), body, style });
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  return (await readBoundedBody(req, MAX_BODY_BYTES))?.toString('utf8');
}

function parseJson(text: string | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function createTxtRecords(sql: postgres.Sql): Promise<{
  /** Serves /dns and /dns/records; false when the path is not its own. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}> {
  await sql.unsafe(await readFile(new URL('./schema.sql', import.meta.url), 'utf8'));

  const list = () => sql<TxtRecord[]>`select name, value from local.txt_records order by name, created_at`;
  const add = (record: TxtRecord) =>
    sql`insert into local.txt_records (name, value) values (${record.name}, ${record.value}) on conflict do nothing`;
  const remove = (record: TxtRecord) =>
    sql`delete from local.txt_records where name = ${record.name} and value = ${record.value}`;

  async function records(req: IncomingMessage, res: ServerResponse): Promise<true> {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(await list()));
      return true;
    }
    if (req.method !== 'POST' && req.method !== 'DELETE') {
      res.writeHead(405, { allow: 'GET, POST, DELETE' }).end();
      return true;
    }
    const body = parseJson(await readBody(req));
    const record = recordOf(body.name, body.value);
    if (!record) {
      res
        .writeHead(400, { 'content-type': 'application/json; charset=utf-8' })
        .end('{"error":{"code":"invalid_input","message":"Send {name, value}, both text"}}');
      return true;
    }
    await (req.method === 'POST' ? add(record) : remove(record));
    res.writeHead(req.method === 'POST' ? 201 : 204).end();
    return true;
  }

  async function page(req: IncomingMessage, res: ServerResponse, lng: Language): Promise<true> {
    if (req.method === 'GET') {
      res.writeHead(200, pageHeaders).end(listPage(lng, await list()));
      return true;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' }).end();
      return true;
    }
    const form = new URLSearchParams((await readBody(req)) ?? '');
    const record = recordOf(form.get('name'), form.get('value'));
    if (!record) {
      res.writeHead(400, pageHeaders).end(listPage(lng, await list(), true));
      return true;
    }
    await (form.get('action') === 'remove' ? remove(record) : add(record));
    // Back to the list, so reloading it does not send the form again.
    res.writeHead(303, { location: '/dns', 'cache-control': 'no-store' }).end();
    return true;
  }

  return {
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname.replace(/\/+$/, '');
      if (path === '/dns/records') return records(req, res);
      if (path === '/dns') return page(req, res, languageOfRequest(req, url));
      return false;
    },
  };
}
