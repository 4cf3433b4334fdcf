// A proposal as its client reads it by its link: the public API's answer and the page the server
// draws both read it here. Its parts read as their own links show them (clientQuote,
// clientContract); the deposit as the proposal's first instalment.
import type postgres from 'postgres';
import type { ClientProposal, ProposalStep } from '@core/domain/client-proposal';
import { clientContract } from '../contracts/client-contract';
import { clientQuote, documentFormat, type DocumentStudio } from '../invoicing/client-documents';
import { studioInvoicingSettings } from '../invoicing/invoicing-settings';
import { proposalSteps, type ProposalRow } from './proposals';

type Sql = postgres.Sql | postgres.TransactionSql;

/** The first step not done yet. */
function currentStep(steps: Awaited<ReturnType<typeof proposalSteps>>): ProposalStep {
  if (steps.accepted === false) return 'quote';
  if (steps.signed === false) return 'contract';
  if (steps.deposit && !steps.deposit.paid) return 'deposit';
  return 'done';
}

export async function clientProposal(
  sql: Sql,
  studio: DocumentStudio,
  proposal: ProposalRow,
  now: number,
): Promise<ClientProposal> {
  const steps = await proposalSteps(sql, proposal, now);
  const [invoice] = proposal.invoiceId
    ? await sql<{ paymentStatus: string }[]>`
        select payment_status as "paymentStatus" from invoices
        where account_id = ${studio.id} and id = ${proposal.invoiceId}`
    : [];
  const [response] = proposal.questionnaireResponseId
    ? await sql<{ status: string }[]>`
        select status from questionnaire_responses
        where account_id = ${studio.id} and id = ${proposal.questionnaireResponseId}`
    : [];
  const [cards] = await sql<{ enabled: boolean }[]>`
    select coalesce(bool_or(charges_enabled), false) as enabled from payment_accounts where account_id = ${studio.id}`;
  const { deposit } = steps;
  const quote = proposal.quoteId ? await clientQuote(sql, studio, proposal.quoteId, now) : null;
  return {
    format: await documentFormat(sql, studio, quote?.currency ?? deposit?.currency),
    origin: proposal.origin,
    language: proposal.language,
    sentAt: proposal.sentAt,
    completedAt: proposal.completedAt,
    expiresAt: proposal.expiresAt,
    step: currentStep(steps),
    quote,
    contract: (proposal.contractId && (await clientContract(sql, studio.id, proposal.contractId))) || null,
    deposit: deposit
      ? {
          ...(await documentFormat(sql, studio, deposit.currency)),
          amount: deposit.amount,
          currency: deposit.currency,
          paid: deposit.paid,
          confirming: invoice?.paymentStatus === 'processing',
          cardPayments: cards?.enabled ?? false,
          paymentInstructions: (await studioInvoicingSettings(sql, studio.id)).paymentInstructions,
        }
      : null,
    questionnaire: response ? { submitted: response.status === 'submitted' } : null,
  };
}
