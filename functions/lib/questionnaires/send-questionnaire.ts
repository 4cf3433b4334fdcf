// Sending a questionnaire: a copy of the template's form for one client (a response row), a link
// to answer it by, and the mail with that link, in the form's language. By hand the studio gets
// the link's address back; with a booking it happens once per session, however often it is tried.
import type postgres from 'postgres';
import { newId } from '@core/domain/ids';
import { siteTheme } from '@core/domain/site-theme';
import { createDocumentLink, documentLinkPath } from '../client-links';
import { requiredEnv } from '../env';
import { logFailure } from '../handler';
import { HttpError } from '../http';
import { linkMailBodies, linkMailWords, mailBrand } from '../mail/mail-layout';
import { mailStrings, type MailLanguage } from '../mail/mail-strings';
import { mailer } from '../mail/mailer';
import { sessionTypeOf } from '../session-type';

type Sql = postgres.Sql | postgres.TransactionSql;

export type ResponseOrigin = 'manual' | 'booking' | 'contract';

type Sending = {
  accountId: string;
  questionnaireId: string;
  customerId: string;
  sessionId: string | null;
  origin: ResponseOrigin;
  /** Who sends it: the client's reply reaches them. */
  senderId: string;
};

/**
 * A new response of the template for the customer, with its link; undefined when a booking's was
 * made before. The template, customer and session are read within the studio, so another
 * studio's id answers `not_found`, as a missing one does.
 */
export async function createResponse(
  tx: postgres.TransactionSql,
  sending: Sending,
): Promise<{ responseId: string; token: string } | undefined> {
  const { accountId, questionnaireId, customerId, sessionId } = sending;
  const [questionnaire] = await tx<{ title: string; language: string; intro: string; fields: unknown }[]>`
    select title, language, intro, fields from questionnaires where account_id = ${accountId} and id = ${questionnaireId}`;
  const [customer] = await tx`select 1 from customers where account_id = ${accountId} and id = ${customerId}`;
  const session = sessionId
    ? (
        await tx`select 1 from sessions where account_id = ${accountId} and id = ${sessionId} and customer_id = ${customerId}`
      )[0]
    : true;
  if (!questionnaire || !customer || !session)
    throw new HttpError(404, 'not_found', 'Questionnaire or client not found');
  const responseId = newId();
  const inserted = await tx`
    insert into questionnaire_responses (id, account_id, questionnaire_id, customer_id, session_id, origin, language, title,
                                         intro, fields)
    values (${responseId}, ${accountId}, ${questionnaireId}, ${customerId}, ${sessionId}, ${sending.origin},
            ${questionnaire.language}, ${questionnaire.title}, ${questionnaire.intro}, ${tx.json(questionnaire.fields as never)})
    on conflict (account_id, session_id) where origin = 'booking' do nothing`;
  if (inserted.count === 0) return undefined;
  const token = await createDocumentLink(tx, accountId, { kind: 'questionnaire', id: responseId });
  return { responseId, token };
}

/** Mails the response's link to its client: to whom, and the provider's id; null when the client has no address. */
export async function mailResponse(
  tx: Sql,
  { responseId, token, senderId }: { responseId: string; token: string; senderId: string },
): Promise<{ to: string; messageId: string } | null> {
  const [row] = await tx<
    {
      accountId: string;
      language: MailLanguage;
      title: string;
      name: string;
      email: string;
      studio: string;
      slug: string | null;
      settings: Record<string, unknown>;
      replyTo: string | null;
    }[]
  >`
    select r.account_id as "accountId", r.language, r.title, c.name, c.email, a.name as studio, a.slug, a.settings,
      (select u.email from auth.users u where u.id = ${senderId}) as "replyTo"
    from questionnaire_responses r
      join customers c on c.account_id = r.account_id and c.id = r.customer_id
      join accounts a on a.id = r.account_id
    where r.id = ${responseId} and c.email <> '' and a.deletion_scheduled_at is null`;
  if (!row) return null;
  const siteUrl = requiredEnv('SITE_URL');
  const brand = mailBrand(
    { id: row.accountId, name: row.studio, logoUrl: siteTheme(row.settings).logoUrl },
    siteUrl,
    row.slug,
  );
  // A studio without an address of its own yet is found by its id.
  const link = new URL(documentLinkPath(row.slug ?? row.accountId, 'questionnaire', token), siteUrl).toString();
  const t = mailStrings(row.language, 'questionnaireMail', { studio: row.studio, name: row.name, title: row.title });
  const { text, html } = linkMailBodies(row.language, linkMailWords(t), link, brand);
  const { messageId } = await mailer().send({
    accountId: row.accountId,
    to: row.email,
    subject: t('subject'),
    text,
    html,
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
  });
  return { to: row.email, messageId };
}

/**
 * Sends the questionnaire of a newly booked session's type to its client, once: the public
 * booking page and the back office call it once the session is committed. Nothing is sent for a
 * type without one, or a client without an address. The response is committed before the mail
 * goes, so concurrent tries wait only for that. A failure is logged; the booking stands.
 */
export async function sendBookingQuestionnaire(sql: postgres.Sql, accountId: string, sessionId: string): Promise<void> {
  try {
    const sent = await sql.begin(async (tx) => {
      const questionnaireId = (await sessionTypeOf(tx, accountId, sessionId))?.questionnaireId;
      if (!questionnaireId) return undefined;
      const [booked] = await tx<{ customerId: string; authorId: string }[]>`
        select s.customer_id as "customerId", s.author_id as "authorId"
        from sessions s join customers c on c.account_id = s.account_id and c.id = s.customer_id
        where s.account_id = ${accountId} and s.id = ${sessionId} and c.email <> ''`;
      if (!booked) return undefined;
      const sending = {
        ...booked,
        questionnaireId,
        accountId,
        sessionId,
        origin: 'booking' as const,
        senderId: booked.authorId,
      };
      const created = await createResponse(tx, sending);
      return created && { ...created, senderId: booked.authorId };
    });
    if (sent) await mailResponse(sql, sent);
  } catch (error) {
    logFailure({ accountId, sessionId, step: 'booking questionnaire' }, error);
  }
}
