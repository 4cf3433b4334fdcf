// "Sign and pay to confirm": a booking of a type that asks it is held, not confirmed, until its
// client has done what the type asks. In the booking's transaction the client is sent a quote of
// the type (its deposit first, the rest before the session), a contract from the type's template,
// the type's questionnaire, and the proposal that gathers them under one link; the hold's end is
// queued at once, so it cannot be lost between the two (booking-hold.ts).
import type postgres from 'postgres';
import { asksDeposit, bookingLine, depositPlan, type ConfirmTerms } from '@core/domain/booking-terms';
import { newId } from '@core/domain/ids';
import type { BookingLanguage } from '@core/domain/public-booking';
import { studioCurrency } from '../billing/studio-currency';
import { sendContract } from '../contracts/contracts';
import { studioInvoicingSettings } from '../invoicing/invoicing-settings';
import { markQuoteSent } from '../invoicing/quote-answers';
import { createResponse } from '../questionnaires/send-questionnaire';
import { enqueue } from '../queue';
import { createProposal, draftContractFromTemplate } from './proposals';

/** What a booked type asks, and what its quote and questionnaire are made of. */
type BookedType = ConfirmTerms & { name: string; questionnaireId: string | null };

/** How long a booking holds its slot for its client to sign and pay, unless the session starts sooner. */
export const BOOKING_HOLD_MS = 24 * 3_600_000;

type HeldSession = {
  accountId: string;
  /** The studio's owner: the documents' author, and who the client's replies reach. */
  authorId: string;
  customerId: string;
  sessionId: string;
  start: number;
  language: BookingLanguage;
};

/** A sent quote of the type for the session: one line, the deposit's plan. */
async function sendBookingQuote(tx: postgres.TransactionSql, held: HeldSession, type: BookedType, now: number) {
  const id = newId();
  const [currency, invoicing] = await Promise.all([
    studioCurrency(tx, held.accountId),
    studioInvoicingSettings(tx, held.accountId),
  ]);
  await tx`
    insert into quotes (id, account_id, author_id, customer_id, session_id, title, language, currency, plan)
    values (${id}, ${held.accountId}, ${held.authorId}, ${held.customerId}, ${held.sessionId}, ${type.name},
            ${held.language}, ${currency.code}, ${tx.json(depositPlan(type.depositBp))})`;
  const line = bookingLine(type.price, invoicing.defaultTaxRateBp);
  await tx`
    insert into quote_lines (id, account_id, quote_id, position, description, quantity, unit_price, discount_bp,
                             tax_rate_bp, tax_exemption, net, tax)
    values (${newId()}, ${held.accountId}, ${id}, 0, ${type.name}, ${line.quantity}, ${line.unitPrice},
            ${line.discountBp}, ${line.taxRateBp}, ${line.taxExemption}, ${line.net}, ${line.tax})`;
  await markQuoteSent(tx, held.accountId, id, now);
  return id;
}

/**
 * Sends the booked session's client what its type asks and the proposal of it; answers the
 * proposal's id and link token (shown this once), and until when the slot is held.
 */
export async function proposeBooking(
  tx: postgres.TransactionSql,
  held: HeldSession,
  type: BookedType,
  now = Date.now(),
): Promise<{ id: string; token: string; expiresAt: number }> {
  const quoteId = asksDeposit(type) ? await sendBookingQuote(tx, held, type, now) : null;
  let contractId: string | null = null;
  if (type.contractTemplateId) {
    contractId = await draftContractFromTemplate(tx, { ...held, templateId: type.contractTemplateId });
    await sendContract(tx, held.accountId, contractId, now, quoteId ? { quoteId } : {});
  }
  const questionnaire = type.questionnaireId
    ? await createResponse(tx, {
        ...held,
        questionnaireId: type.questionnaireId,
        origin: 'booking',
        senderId: held.authorId,
      })
    : undefined;
  const expiresAt = Math.min(now + BOOKING_HOLD_MS, held.start);
  const proposal = await createProposal(tx, {
    ...held,
    origin: 'booking',
    quoteId,
    contractId,
    questionnaireResponseId: questionnaire?.responseId ?? null,
    expiresAt,
  });
  await enqueue(
    'booking-hold',
    { accountId: held.accountId, proposalId: proposal.id },
    { startAfter: expiresAt, singletonKey: proposal.id, db: tx },
  );
  return { ...proposal, expiresAt };
}
