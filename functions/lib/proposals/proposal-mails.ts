// A proposal's mails, in its language (locales/<lng>/email.json): to the client, ONE mail with
// its link listing what awaits them (in place of the quote's, the contract's and the
// questionnaire's own); to the studio, once the client has done it all, and then to a held
// booking's client, the booking's own confirmation. Mails never fail the request that sends them:
// a failure is logged and answered as not sent.
import type postgres from 'postgres';
import { formatInstant, studioTimeZone } from '@core/domain/studio-time';
import { bookingStudioById } from '../booking/booking-studio';
import { mailBookingClient } from '../booking/client-booking-mail';
import { heldBooking } from '../booking/held-booking';
import { logFailure } from '../handler';
import { documentWords } from '../invoicing/document-words';
import { clientMailParties } from '../mail/client-mail-parties';
import { linkMailBodies, linkMailWords } from '../mail/mail-layout';
import { mailStrings } from '../mail/mail-strings';
import { mailer } from '../mail/mailer';
import { quoteAsInvoice } from '../invoicing/quote-row';
import { proposalLinkPath, proposalSteps, readProposal, type CompletedProposal, type ProposalRow } from './proposals';

type Sql = postgres.Sql | postgres.TransactionSql;

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
    const parties = proposal && (await clientMailParties(sql, accountId, proposal.customerId));
    if (!proposal || !parties?.client.email) return false;
    const timeZone = studioTimeZone(parties.settings);
    const { total, amount, hasDeposit } = await amounts(sql, proposal, timeZone, now);
    const expiry = proposal.expiresAt
      ? formatInstant(proposal.expiresAt, { locale: proposal.language, timeZone, style: 'dateTime' })
      : '';
    const t = mailStrings(proposal.language, 'proposalMail', {
      studio: parties.brand.name,
      name: parties.client.name,
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
    const link = new URL(proposalLinkPath(parties.slug ?? accountId, token), parties.siteUrl).toString();
    const { text, html } = linkMailBodies(proposal.language, words, link, parties.brand);
    await mailer().send({
      accountId,
      to: parties.client.email,
      subject: booking ? t('subjectBooking') : t('subject'),
      text,
      html,
      ...(parties.studio ? { replyTo: parties.studio } : {}),
    });
    return true;
  });
}

/**
 * Mails what a proposal's completing tells: the studio, that its client has done all it asked; a
 * held booking's client, the booking's confirmation (its photographer was told when it was booked).
 */
export async function mailProposalCompleted(sql: Sql, accountId: string, completed: CompletedProposal): Promise<void> {
  await mailStudioDone(sql, accountId, completed.id);
  if (completed.bookingToken) await mailBookingConfirmed(sql, accountId, completed.id, completed.bookingToken);
}

/** Tells the studio the client has done all the proposal asked, and their session is confirmed. */
function mailStudioDone(sql: Sql, accountId: string, proposalId: string): Promise<boolean> {
  return safely({ accountId, proposalId }, async () => {
    const proposal = await readProposal(sql, accountId, proposalId);
    const parties = proposal && (await clientMailParties(sql, accountId, proposal.customerId));
    if (!proposal?.completedAt || !parties?.studio) return false;
    const timeZone = studioTimeZone(parties.settings);
    const { total, amount, hasDeposit } = await amounts(sql, proposal, timeZone, Date.now());
    const t = mailStrings(proposal.language, 'proposalDone', {
      studio: parties.brand.name,
      name: parties.client.name,
      total,
      amount,
    });
    const steps = [
      ...(proposal.quoteId ? [t('stepQuote')] : []),
      ...(proposal.contractId ? [t('stepContract')] : []),
      ...(hasDeposit ? [t('stepDeposit')] : []),
    ];
    const link = new URL('/app/scheduling', parties.siteUrl).toString();
    const { text, html } = linkMailBodies(proposal.language, { ...linkMailWords(t), steps }, link, parties.studioBrand);
    const replyTo = parties.client.email ? { replyTo: parties.client.email } : {};
    await mailer().send({ accountId, to: parties.studio, subject: t('subject'), text, html, ...replyTo });
    return true;
  });
}

/**
 * The client's confirmation of a booking held until now, as a booking made outright gets it: its
 * link (`token`, made as the proposal completed) to change it online, and the session's calendar file.
 */
function mailBookingConfirmed(sql: Sql, accountId: string, proposalId: string, token: string): Promise<boolean> {
  const context = { accountId, proposalId };
  return safely(context, async () => {
    const [proposal, studio] = await Promise.all([
      readProposal(sql, accountId, proposalId),
      bookingStudioById(sql, accountId),
    ]);
    if (!proposal || !studio) return false;
    const booking = await heldBooking(sql, studio, token);
    await mailBookingClient(context, {
      change: 'booked',
      studio,
      sessionId: booking.sessionId,
      session: { studio: studio.name, timeZone: studio.timeZone, ...booking },
      end: booking.end,
      lng: proposal.language,
      token,
      sequence: booking.changes,
    });
    return true;
  });
}
