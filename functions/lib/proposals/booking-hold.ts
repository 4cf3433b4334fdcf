// The end of a booking's hold (booking-proposal.ts), run by the queue at the proposal's
// `expiresAt`: a booking whose client has not done all its proposal asks is let go. The proposal
// is withdrawn, its contract too, the invoice of a quote accepted but not paid cancelled, the
// session cancelled (its slot free again) and the client told. Withdrawing is the record that it
// ran: a second delivery finds the proposal void and does nothing, and a proposal completed
// meanwhile is left alone (both lock its row first). A deposit on its way is waited for.
import type postgres from 'postgres';
import { siteTheme } from '@core/domain/site-theme';
import { formatInstant, studioTimeZone } from '@core/domain/studio-time';
import { revokeDocumentLinks } from '../client-links';
import { voidContract } from '../contracts/contracts';
import { requiredEnv } from '../env';
import { escapeHtml as e } from '../html';
import { cancelInvoice, invoiceHasMoney } from '../invoicing/cancel-invoice';
import { mailHtml, mailBrand, withPortalLine } from '../mail/mail-layout';
import { mailStrings } from '../mail/mail-strings';
import { mailer } from '../mail/mailer';
import { enqueue, type JobData } from '../queue';
import { planSessionSteps } from '../workflow-plans/plan-session-steps';
import { readProposal, voidProposal, type ProposalRow } from './proposals';

type Released = {
  date: number;
  type: string;
  name: string;
  email: string;
  studio: string;
  slug: string | null;
  settings: Record<string, unknown>;
};

/** How long the hold waits again for a deposit whose payment is under way. */
const PAYMENT_GRACE_MS = 3_600_000;

/**
 * Withdraws the proposal's parts the client could still open or owe: its contract, its quote's
 * links, and the invoice its accepted quote became (nothing was paid of it).
 */
async function withdrawParts(tx: postgres.TransactionSql, proposal: ProposalRow, now: number) {
  const { accountId, contractId, quoteId, invoiceId } = proposal;
  const [invoice] = invoiceId
    ? await tx<{ status: string }[]>`select status from invoices where account_id = ${accountId} and id = ${invoiceId}`
    : [];
  if (invoiceId && invoice?.status === 'issued') {
    const reason = mailStrings(proposal.language, 'bookingReleased', {})('invoiceCancelReason');
    await cancelInvoice(tx, accountId, invoiceId, reason, now);
  }
  if (contractId) {
    const [contract] = await tx<{ status: string }[]>`
      select status from contracts where account_id = ${accountId} and id = ${contractId} for update`;
    if (contract?.status === 'sent') await voidContract(tx, accountId, contractId, now);
  }
  if (quoteId) await revokeDocumentLinks(tx, accountId, { kind: 'quote', id: quoteId });
}

export async function releaseBookingHold(
  tx: postgres.TransactionSql,
  { accountId, proposalId }: JobData['booking-hold'],
): Promise<void> {
  const proposal = await readProposal(tx, accountId, proposalId, true);
  if (!proposal || proposal.completedAt !== null || proposal.voidAt !== null) return;
  const now = Date.now();
  if (proposal.invoiceId && (await invoiceHasMoney(tx, proposal.invoiceId))) {
    const retryAt = now + PAYMENT_GRACE_MS;
    const key = `${proposalId}@${retryAt}`;
    await enqueue('booking-hold', { accountId, proposalId }, { startAfter: retryAt, singletonKey: key, db: tx });
    return;
  }
  await voidProposal(tx, accountId, proposalId, now);
  await withdrawParts(tx, proposal, now);
  // A session the studio confirmed by hand, moved on or cancelled meanwhile stays as it is.
  const [released] = await tx<Released[]>`
    update sessions s set status = 'cancelled', updated_at = ${now}
    from customers c, accounts a
    where s.account_id = ${accountId} and s.id = ${proposal.sessionId} and s.status = 'scheduled'
      and c.account_id = s.account_id and c.id = s.customer_id and a.id = s.account_id
    returning s.date::float8 as date, s.type, c.name, c.email, a.name as studio, a.slug, a.settings`;
  if (proposal.sessionId) await planSessionSteps(tx, accountId, proposal.sessionId);
  if (released?.email) await mailReleased(accountId, proposal.language, released);
}

/** Tells the client their booking was let go, with the page to book again. */
async function mailReleased(accountId: string, lng: ProposalRow['language'], released: Released) {
  const siteUrl = requiredEnv('SITE_URL');
  const timeZone = studioTimeZone(released.settings);
  const date = formatInstant(released.date, { locale: lng, timeZone, style: 'weekdayTime' });
  const t = mailStrings(lng, 'bookingReleased', {
    name: released.name,
    type: released.type,
    studio: released.studio,
    date,
  });
  const brand = mailBrand(
    { id: accountId, name: released.studio, logoUrl: siteTheme(released.settings).logoUrl },
    siteUrl,
    released.slug,
  );
  const slug = released.slug ?? accountId;
  const bookingPage = new URL(`/p/${encodeURIComponent(slug)}/book`, siteUrl).toString();
  await mailer().send({
    accountId,
    to: released.email,
    subject: t('subject'),
    text: withPortalLine(lng, [t('greeting'), '', t('intro'), '', `${t('again')} ${bookingPage}`].join('\n'), brand),
    html: mailHtml(
      lng,
      [e(t('greeting')), e(t('intro')), `${e(t('again'))} <a href="${e(bookingPage)}">${e(bookingPage)}</a>`],
      brand,
    ),
  });
}
