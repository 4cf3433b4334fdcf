// A proposal's mails, in its language (locales/<lng>/email.json): to the client, ONE mail with
// its link listing what awaits them (in place of the quote's, the contract's and the
// questionnaire's own); to the studio, once the client has done it all. Mails never fail the
// request that sends them: a failure is logged and answered as not sent.
import type postgres from 'postgres';
import { formatInstant, studioTimeZone } from '@core/domain/studio-time';
import { siteTheme } from '@core/domain/site-theme';
import { requiredEnv } from '../env';
import { logFailure } from '../handler';
import { documentWords } from '../invoicing/document-words';
import { linkMailBodies, linkMailWords, mailBrand } from '../mail/mail-layout';
import { mailStrings } from '../mail/mail-strings';
import { mailer } from '../mail/mailer';
import { quoteAsInvoice } from '../invoicing/quote-row';
import { proposalLinkPath, proposalSteps, readProposal, type ProposalRow } from './proposals';

type Sql = postgres.Sql | postgres.TransactionSql;

type Parties = {
  studio: string;
  slug: string | null;
  settings: Record<string, unknown>;
  name: string;
  email: string;
  owner: string | null;
};

async function parties(sql: Sql, proposal: ProposalRow): Promise<Parties | undefined> {
  const [row] = await sql<Parties[]>`
    select a.name as studio, a.slug, a.settings, c.name, c.email,
      (select u.email from account_members m join auth.users u on u.id = m.user_id
       where m.account_id = a.id and m.role = 'owner' order by m.created_at limit 1) as owner
    from accounts a join customers c on c.account_id = a.id and c.id = ${proposal.customerId}
    where a.id = ${proposal.accountId} and a.deletion_scheduled_at is null`;
  return row;
}

/** The amounts the mails name, written in the proposal's language and currency. */
async function amounts(sql: Sql, proposal: ProposalRow, timeZone: string, now: number) {
  const { deposit } = await proposalSteps(sql, proposal, now);
  const quote = proposal.quoteId ? await quoteAsInvoice(sql, proposal.accountId, proposal.quoteId, now) : undefined;
  const words = documentWords(proposal.language, quote?.currency ?? deposit?.currency ?? 'EUR', timeZone);
  return {
    total: quote ? words.money(quote.total) : '',
    amount: deposit ? words.money(deposit.amount) : '',
    hasDeposit: deposit !== undefined,
  };
}

async function safely(context: Record<string, unknown>, work: () => Promise<boolean>): Promise<boolean> {
  try {
    return await work();
  } catch (error) {
    logFailure({ ...context, step: 'proposal mail' }, error);
    return false;
  }
}

/**
 * Mails the client the proposal's link (`token`) and what awaits them, in order; a booking's says
 * until when its time is held. False when the client has no address, or the mail failed.
 */
export function mailProposal(sql: Sql, accountId: string, proposalId: string, token: string): Promise<boolean> {
  return safely({ accountId, proposalId }, async () => {
    const now = Date.now();
    const proposal = await readProposal(sql, accountId, proposalId);
    const row = proposal && (await parties(sql, proposal));
    if (!proposal || !row?.email) return false;
    const siteUrl = requiredEnv('SITE_URL');
    const timeZone = studioTimeZone(row.settings);
    const { total, amount, hasDeposit } = await amounts(sql, proposal, timeZone, now);
    const expiry = proposal.expiresAt
      ? formatInstant(proposal.expiresAt, { locale: proposal.language, timeZone, style: 'dateTime' })
      : '';
    const t = mailStrings(proposal.language, 'proposalMail', {
      studio: row.studio,
      name: row.name,
      total,
      amount,
      expiry,
    });
    const booking = proposal.origin === 'booking';
    const steps = [
      ...(proposal.quoteId ? [t('stepQuote')] : []),
      ...(proposal.contractId ? [t('stepContract')] : []),
      ...(hasDeposit ? [t('stepDeposit')] : []),
      ...(proposal.questionnaireResponseId ? [t('stepQuestionnaire')] : []),
    ];
    const words = { ...linkMailWords(t), expiry: booking ? t('expiryBooking') : t('expiry'), steps };
    const brand = mailBrand(
      { id: accountId, name: row.studio, logoUrl: siteTheme(row.settings).logoUrl },
      siteUrl,
      row.slug,
    );
    const link = new URL(proposalLinkPath(row.slug ?? accountId, token), siteUrl).toString();
    const { text, html } = linkMailBodies(proposal.language, words, link, brand);
    const subject = booking ? t('subjectBooking') : t('subject');
    await mailer().send({
      accountId,
      to: row.email,
      subject,
      text,
      html,
      ...(row.owner ? { replyTo: row.owner } : {}),
    });
    return true;
  });
}

/** Tells the studio the client has done all the proposal asked, and their session is confirmed. */
export function mailProposalCompleted(sql: Sql, accountId: string, proposalId: string): Promise<boolean> {
  return safely({ accountId, proposalId }, async () => {
    const proposal = await readProposal(sql, accountId, proposalId);
    const row = proposal && (await parties(sql, proposal));
    if (!proposal?.completedAt || !row?.owner) return false;
    const siteUrl = requiredEnv('SITE_URL');
    const { total, amount, hasDeposit } = await amounts(sql, proposal, studioTimeZone(row.settings), Date.now());
    const t = mailStrings(proposal.language, 'proposalDone', { studio: row.studio, name: row.name, total, amount });
    const steps = [
      ...(proposal.quoteId ? [t('stepQuote')] : []),
      ...(proposal.contractId ? [t('stepContract')] : []),
      ...(hasDeposit ? [t('stepDeposit')] : []),
    ];
    const brand = mailBrand({ id: accountId, name: row.studio, logoUrl: siteTheme(row.settings).logoUrl }, siteUrl);
    const link = new URL('/app/scheduling', siteUrl).toString();
    const { text, html } = linkMailBodies(proposal.language, { ...linkMailWords(t), steps }, link, brand);
    await mailer().send({ accountId, to: row.owner, subject: t('subject'), text, html, replyTo: row.email });
    return true;
  });
}
