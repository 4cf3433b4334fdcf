// Mail templates: the mail a workflow step sends, in its client's language and filled with their
// session's data within the studio, and the editor's preview of a version before it is saved.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import type { MailTemplateVersions } from '../../core/domain/mail-template';
import { clientLanguage } from '../../functions/lib/mail/client-language';
import { templateMail } from '../../functions/lib/mail-templates/template-mail';
import { databaseUrl, platformOrigin } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import { DAY, insertGallery } from './support/booking-fixtures';
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
