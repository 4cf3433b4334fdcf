// Mail templates: the mail a workflow step sends, in its client's language and filled with their
// session's data within the studio, and the editor's preview of a version before it is saved.
import { createClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import type { MailTemplateVersions } from '../../core/domain/mail-template';
import { clientLanguage } from '../../functions/lib/mail/client-language';
import { templateMail } from '../../functions/lib/mail-templates/template-mail';
import { databaseUrl, LOCAL_ANON_KEY, platformOrigin } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { insertGallery } from './support/booking-fixtures';
import { giveSlug } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;
let slug: string;

const versions: MailTemplateVersions = {
  en: { subject: 'See you soon, {{client.firstName}}', body: 'Your {{session.type}} is on {{session.date}}.' },
  es: {
    subject: 'Hasta pronto, {{client.firstName}}',
    body: 'Tu sesión de {{session.type}} es el {{session.date}} a las {{session.time}}.\n\nGalería: {{gallery.link}}\nFactura {{invoice.number}}: {{invoice.link}}',
  },
};

async function insertTemplate(user: TestUser, templateVersions: MailTemplateVersions = versions): Promise<string> {
  const id = newId();
  await sql`insert into mail_templates (id, account_id, author_id, name, versions)
            values (${id}, ${user.accountId}, ${user.userId}, 'Before the session', ${sql.json(templateVersions)})`;
  return id;
}

async function insertClient(
  user: TestUser,
  fields: { email?: string; language?: string | null; name?: string } = {},
): Promise<string> {
  const id = newId();
  await sql`insert into customers (id, account_id, author_id, name, email, language)
            values (${id}, ${user.accountId}, ${user.userId}, ${fields.name ?? 'Núria Vidal'},
                    ${fields.email ?? `nuria-${id.slice(0, 6)}@example.com`}, ${fields.language ?? null})`;
  return id;
}

async function insertSession(user: TestUser, customerId: string, galleryId: string | null = null): Promise<string> {
  const id = newId();
  // 10:30 on 12 May 2027 in Madrid.
  await sql`insert into sessions (id, account_id, author_id, customer_id, date, type, gallery_id)
            values (${id}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.UTC(2027, 4, 12, 8, 30)},
                    'Retrat', ${galleryId})`;
  return id;
}

beforeAll(async () => {
  Object.assign(process.env, { MAIL_TRANSPORT: 'local', SITE_URL: platformOrigin(), DATABASE_URL: databaseUrl() });
  [owner, stranger] = await Promise.all([newUser('templates'), newUser('stranger')]);
  slug = await giveSlug(sql, owner);
  await sql`update accounts set name = 'Estudi Llum', settings = settings || ${sql.json({ timeZone: 'Europe/Madrid' })}
            where id = ${owner.accountId}`;
});
afterAll(() => sql.end());

describe('templateMail', () => {
  it("writes the client's version with their session's data, in the studio's layout", async () => {
    const customerId = await insertClient(owner, { language: 'es', name: 'Núria Vidal' });
    const galleryId = await insertGallery(sql, owner, 'Retrats de maig');
    const sessionId = await insertSession(owner, customerId, galleryId);
    const templateId = await insertTemplate(owner);
    const mail = await sql.begin((tx) => templateMail(tx, { accountId: owner.accountId, templateId, sessionId }));
    expect(mail).toMatchObject({ subject: 'Hasta pronto, Núria', accountId: owner.accountId, replyTo: owner.email });
    expect(mail!.to).toMatch(/^nuria-.*@example\.com$/);
    expect(mail!.text).toContain('Tu sesión de Retrat es el 12 de mayo de 2027 a las 10:30.');
    expect(mail!.text).toContain(`Galería: ${platformOrigin()}/p/${slug}/gallery/${galleryId}`);
    // No invoice yet: its fields read as nothing.
    expect(mail!.text).toMatch(/^Factura :$/m);
    expect(mail!.text).not.toContain('{{');
    expect(mail!.html).toContain('Estudi Llum');
    expect(mail!.html).toContain('lang="es"');
  });

  it('falls back to the first version when the client has no language and no documents', async () => {
    const customerId = await insertClient(owner);
    const sessionId = await insertSession(owner, customerId);
    const templateId = await insertTemplate(owner, { ca: { subject: 'Bon dia {{client.name}}', body: 'Fins aviat.' } });
    expect(await clientLanguage(sql, owner.accountId, customerId)).toBe('en');
    const mail = await templateMail(sql, { accountId: owner.accountId, templateId, sessionId });
    expect(mail?.subject).toBe('Bon dia Núria Vidal');
  });

  it('sends nothing to a client without an address, nor with a template gone or of another studio', async () => {
    const templateId = await insertTemplate(owner);
    const ours = await insertSession(owner, await insertClient(owner));
    expect(await templateMail(sql, { accountId: owner.accountId, templateId: newId(), sessionId: ours })).toBeNull();
    const noAddress = await insertSession(owner, await insertClient(owner, { email: '' }));
    expect(await templateMail(sql, { accountId: owner.accountId, templateId, sessionId: noAddress })).toBeNull();
    const theirs = await insertSession(stranger, await insertClient(stranger));
    expect(await templateMail(sql, { accountId: owner.accountId, templateId, sessionId: theirs })).toBeNull();
    expect(await templateMail(sql, { accountId: stranger.accountId, templateId, sessionId: theirs })).toBeNull();
  });

  it("reads another studio's client as no client", async () => {
    const theirs = await insertClient(stranger, { language: 'ca' });
    expect(await clientLanguage(sql, owner.accountId, theirs)).toBe('en');
    expect(await clientLanguage(sql, stranger.accountId, theirs)).toBe('ca');
  });
});

describe('a new studio', () => {
  type Seeded = { templates: { id: string; name: string; languages: string[] }[]; workflows: string[] };

  async function seeded(accountId: string): Promise<Seeded> {
    const templates = await sql<{ id: string; name: string; languages: string[] }[]>`
      select id, name, array(select jsonb_object_keys(versions) order by 1) as languages
      from mail_templates where account_id = ${accountId} order by name`;
    const workflows = await sql<
      { name: string }[]
    >`select name from workflows where account_id = ${accountId} order by name`;
    return { templates, workflows: workflows.map((workflow) => workflow.name) };
  }

  it('starts with ready-made templates in every language and the two demo workflows', async () => {
    const fresh = await newUser('fresh');
    const { templates, workflows } = await seeded(fresh.accountId);
    expect(workflows).toEqual(['Portrait session', 'Wedding']);
    expect(templates.map((template) => template.name)).toEqual([
      'Booking confirmation',
      'Directions for tomorrow',
      'Gallery expiring soon',
      'Gallery ready',
      'Invoice reminder',
      'Questionnaire reminder',
      'Review request',
      'Thank you after the session',
    ]);
    for (const template of templates) expect(template.languages).toEqual(['ca', 'en', 'es']);
    const steps = await sql<{ action: string; trigger: string; offsetAmount: number; atMinute: number | null }[]>`
      select s.action, s.trigger, s.offset_amount as "offsetAmount", s.at_minute as "atMinute"
      from workflow_steps s join workflows w on w.id = s.workflow_id
      where w.account_id = ${fresh.accountId} and w.name = 'Wedding' order by s.position`;
    expect(steps.map((step) => step.action)).toContain('wait');
    expect(steps).toContainEqual({ action: 'send_template', trigger: 'session', offsetAmount: -1, atMinute: 540 });
    expect(steps).toContainEqual({ action: 'create_task', trigger: 'session', offsetAmount: 1, atMinute: 540 });
  });

  it('has workflows whose steps name only its own templates, and none of another studio', async () => {
    const foreign = await sql`
      select s.id from workflow_steps s
      where s.account_id = ${owner.accountId}
        and (s.mail_template_id is not null
             and not exists (select 1 from mail_templates t where t.account_id = s.account_id and t.id = s.mail_template_id)
             or not exists (select 1 from workflows w where w.account_id = s.account_id and w.id = s.workflow_id))`;
    expect(foreign).toEqual([]);
    const named = await sql<{ count: number }[]>`
      select count(*)::int as count from workflow_steps where account_id = ${owner.accountId} and mail_template_id is not null`;
    expect(named[0]!.count).toBeGreaterThan(8);
    const mine = new Set((await seeded(owner.accountId)).templates.map((template) => template.id));
    const theirs = (await seeded(stranger.accountId)).templates.map((template) => template.id);
    expect(theirs.filter((id) => mine.has(id))).toEqual([]);
  });

  it('is named in the language its owner made it in', async () => {
    const res = await api('POST', '/api/accounts', {
      token: owner.accessToken,
      body: { name: 'Estudi Dos', language: 'ca' },
    });
    expect(res.status).toBe(201);
    const { account } = (await res.json()) as { account: { id: string } };
    const { templates, workflows } = await seeded(account.id);
    expect(workflows).toEqual(['Casament', 'Sessió de retrat']);
    expect(templates.map((template) => template.name)).toContain('Confirmació de reserva');
    const [task] = await sql<{ taskTitle: string }[]>`
      select task_title as "taskTitle" from workflow_steps where account_id = ${account.id} and action = 'create_task'`;
    expect(task?.taskTitle).toBe('Fer còpia de seguretat de les targetes');

    const client = createClient(platformOrigin(), LOCAL_ANON_KEY, { auth: { persistSession: false } });
    const signedUp = await client.auth.signUp({
      email: `es-${newId().slice(0, 8)}@example.com`.toLowerCase(),
      password: 'Correct-Horse-42',
      options: { data: { locale: 'es' } },
    });
    const [studio] = await sql<{ accountId: string }[]>`
      select account_id as "accountId" from account_members where user_id = ${signedUp.data.user!.id}`;
    expect((await seeded(studio!.accountId)).workflows).toEqual(['Boda', 'Sesión de retrato']);
  });

  it('refuses a language the product does not speak, and makes no studio', async () => {
    const before = await sql`select account_id from account_members where user_id = ${owner.userId}`;
    const res = await api('POST', '/api/accounts', {
      token: owner.accessToken,
      body: { name: 'Studio', language: 'fr' },
    });
    expect(res.status).toBe(400);
    expect(await sql`select account_id from account_members where user_id = ${owner.userId}`).toHaveLength(
      before.length,
    );
  });
});

describe('the preview', () => {
  const preview = (user: TestUser, body: unknown, accountId = owner.accountId) =>
    api('POST', `/api/accounts/${accountId}/mail-templates/preview`, { token: user.accessToken, body });
  const counts = async () =>
    (
      await sql<{ templates: number; links: number }[]>`
        select (select count(*)::int from mail_templates where account_id = ${owner.accountId}) as templates,
               (select count(*)::int from private.document_links where account_id = ${owner.accountId}) as links`
    )[0];

  it("draws an unsaved version with a real client's session, in the language asked, writing nothing", async () => {
    const customerId = await insertClient(owner, { language: 'ca', name: 'Pau Serra' });
    const sessionId = await insertSession(owner, customerId);
    const invoiceId = newId();
    await sql`insert into invoices (id, account_id, author_id, customer_id, session_id, currency, language, subtotal, total)
              values (${invoiceId}, ${owner.accountId}, ${owner.userId}, ${customerId}, ${sessionId}, 'EUR', 'ca', 12050, 12050)`;
    const [issued] = await sql<{ numberText: string }[]>`
      update invoices set status = 'issued' where id = ${invoiceId} returning number_text as "numberText"`;
    const before = await counts();
    const res = await preview(owner, {
      subject: 'Hola {{client.firstName}}',
      body: 'El {{session.date}}, factura {{invoice.number}} de {{invoice.total}}: {{invoice.link}}',
      language: 'es',
      sessionId,
    });
    expect(res.status).toBe(200);
    const mail = (await res.json()) as { subject: string; text: string; html: string };
    expect(mail.subject).toBe('Hola Pau');
    expect(mail.text).toContain(
      `El 12 de mayo de 2027, factura ${issued!.numberText} de 120,50 €: ${platformOrigin()}/p/${slug}/client`,
    );
    expect(mail.html).toContain('lang="es"');
    expect(await counts()).toEqual(before);
  });

  it("is for managers, answers another studio's client or session as missing, and refuses bad input", async () => {
    const theirClient = await insertClient(stranger);
    const theirSession = await insertSession(stranger, theirClient);
    const ours = await insertClient(owner);
    const version = { subject: 'Hi', body: 'Hello', language: 'en' };
    const refusal = async (res: Response) =>
      `${res.status} ${((await res.json()) as { error: { code: string } }).error.code}`;
    expect(await refusal(await preview(owner, { ...version, customerId: theirClient }))).toBe('404 not_found');
    expect(await refusal(await preview(owner, { ...version, sessionId: theirSession }))).toBe('404 not_found');
    expect(await refusal(await preview(owner, { ...version, customerId: ours, sessionId: theirSession }))).toBe(
      '404 not_found',
    );
    expect(await refusal(await preview(stranger, version))).toBe('404 not_found');
    expect(await refusal(await preview(owner, { ...version, language: 'fr' }))).toBe('400 invalid_input');
    expect(await refusal(await preview(owner, { ...version, subject: 'x'.repeat(301) }))).toBe('400 invalid_input');
    await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${stranger.userId}, 'assistant')`;
    try {
      expect(await refusal(await preview(stranger, version))).toBe('403 forbidden');
    } finally {
      await sql`delete from account_members where account_id = ${owner.accountId} and user_id = ${stranger.userId}`;
    }
    expect((await preview(owner, { ...version, customerId: ours })).status).toBe(200);
  });
});
