// How far a session's client got: booked, signed, deposit paid. Read from the session's proposal
// when it has one (its quote accepted, its contract signed, its invoice's first instalment paid);
// otherwise from the session itself, its latest contract and its issued invoices.
import type { ContractStatus } from './contract';
import type { InvoicePaymentStatus, InvoiceStatus, QuoteStatus } from './invoice-values';
import type { SessionStatus } from './session-values';

/** Each step is done or waits; a step the session does not ask for is left out. */
export type SessionProgress = { booked: boolean; signed?: boolean; depositPaid?: boolean };

type ProposalParts = {
  completedAt: number | null;
  quote?: { status: QuoteStatus } | undefined;
  invoice?: { instalments: readonly { position: number; amount: number; amountPaid: number }[] } | undefined;
  contract?: { status: ContractStatus } | undefined;
};

const isSigned = (status: ContractStatus) => status === 'signed' || status === 'completed';

/** A proposal's steps: the quote accepted books it, and its deposit is its invoice's first instalment. */
export function proposalProgress(proposal: ProposalParts): SessionProgress {
  const done = proposal.completedAt !== null;
  const first = [...(proposal.invoice?.instalments ?? [])].sort((a, b) => a.position - b.position)[0];
  return {
    booked: done || (proposal.quote ? proposal.quote.status === 'accepted' : false),
    ...(proposal.contract ? { signed: done || isSigned(proposal.contract.status) } : {}),
    ...(proposal.quote ? { depositPaid: done || (first !== undefined && first.amountPaid >= first.amount) } : {}),
  };
}

type SessionParts = {
  status: SessionStatus;
  /** Oldest first, as a session's contracts are listed. */
  contracts: readonly { status: ContractStatus }[];
  invoices: readonly { status: InvoiceStatus; paymentStatus: InvoicePaymentStatus }[];
};

/** Without a proposal: booked unless cancelled, signed by its latest sent contract, paid in part at least. */
export function sessionProgress({ status, contracts, invoices }: SessionParts): SessionProgress {
  const contract = contracts.filter((c) => c.status !== 'draft' && c.status !== 'void').at(-1);
  const issued = invoices.filter((invoice) => invoice.status === 'issued');
  return {
    booked: status !== 'cancelled',
    ...(contract ? { signed: isSigned(contract.status) } : {}),
    ...(issued.length > 0
      ? { depositPaid: issued.some((i) => i.paymentStatus === 'partial' || i.paymentStatus === 'paid') }
      : {}),
  };
}
