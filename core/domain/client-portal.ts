// What a client's portal (/p/{slug}/client) lists of theirs from one studio: the server reads it
// (functions/lib/client-portal/portal-view.ts) for its API and for the page it draws, and the page
// (web/src/features/public-portal/) shows it. Amounts are minor units with the currency they are in.
import type { Currency } from './currency';

export type PortalSession = {
  id: string;
  date: number;
  type: string;
  place: string;
  status: string;
  /** What is still to pay for it, in the studio's currency. */
  owed: number;
};

export type PortalGallery = { id: string; name: string; expiresAt: number | null };

export type PortalQuote = {
  id: string;
  title: string;
  status: 'sent' | 'accepted' | 'declined';
  total: number;
  money: Currency;
  sentAt: number | null;
  expiresAt: number | null;
};

export type PortalInvoice = {
  id: string;
  number: string;
  status: 'issued' | 'cancelled';
  paymentStatus: string;
  total: number;
  /** What is left to pay: the total less what was paid, back with what was refunded. */
  owed: number;
  money: Currency;
  issuedAt: number | null;
  dueAt: number | null;
};

export type PortalContract = {
  id: string;
  title: string;
  /** `sent`: to sign; `signed`: the client signed, the studio not yet; `completed`: both signed. */
  status: 'sent' | 'signed' | 'completed';
  sentAt: number;
};

export type PortalQuestionnaire = {
  id: string;
  title: string;
  status: 'sent' | 'started' | 'submitted';
  sentAt: number;
  submittedAt: number | null;
};

/** A proposal still open to the client, or done: its quote, contract and deposit taken in one sitting. */
export type PortalProposal = {
  id: string;
  sentAt: number;
  completedAt: number | null;
  /** A booking's: until when its time is held. */
  expiresAt: number | null;
};

/** The kinds of item the portal opens on a page of its own (`/p/{slug}/client/open/{kind}/{id}`). */
export const portalItemKinds = ['quote', 'invoice', 'contract', 'questionnaire', 'proposal', 'gallery'] as const;
export type PortalItemKind = (typeof portalItemKinds)[number];

export type ClientPortal = {
  customer: { name: string; email: string };
  /** The studio's "View as client": shown as the client sees it, but nothing can be answered, signed or paid. */
  preview: boolean;
  /** The studio's currency and clock, for the sessions' amounts and every date. */
  money: Currency;
  timeZone: string;
  now: number;
  sessions: PortalSession[];
  galleries: PortalGallery[];
  quotes: PortalQuote[];
  invoices: PortalInvoice[];
  contracts: PortalContract[];
  questionnaires: PortalQuestionnaire[];
  proposals: PortalProposal[];
};
