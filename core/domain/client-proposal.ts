// A proposal as its client reads it by its link: what the public API answers and the page the
// server draws shows (functions/lib/proposals/client-proposal.ts reads it). Types only, so public
// code imports it without the server's.
import type { ClientContract, ClientSignature } from './client-contract';
import type { ClientQuote, DocumentFormat, DocumentLanguage } from './client-document';

/** The steps in the order the client takes them; `done` once all are. */
export const proposalSteps = ['quote', 'contract', 'deposit', 'done'] as const;
export type ProposalStep = (typeof proposalSteps)[number];

export type ProposalDeposit = DocumentFormat & {
  /** In the currency's minor units. */
  amount: number;
  currency: string;
  paid: boolean;
  /** A card payment was made and waits for the card processor's word. */
  confirming: boolean;
  /** Whether the studio takes card payments now; if not, `paymentInstructions` says how to pay. */
  cardPayments: boolean;
  paymentInstructions: string;
};

export type ClientProposal = {
  /** How its amounts and dates are written: the quote's currency, on the studio's clock. */
  format: DocumentFormat;
  origin: 'manual' | 'booking';
  language: DocumentLanguage;
  sentAt: number;
  completedAt: number | null;
  /** A booking's: until when its time is held. */
  expiresAt: number | null;
  /** The step the client is at: the first not done yet. */
  step: ProposalStep;
  quote: ClientQuote | null;
  contract: { contract: ClientContract; signatures: ClientSignature[] } | null;
  deposit: ProposalDeposit | null;
  /** Whether a questionnaire comes with it, and whether it was sent already. */
  questionnaire: { submitted: boolean } | null;
};
