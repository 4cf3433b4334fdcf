// What taking card payments through a studio's own Stripe account does, whichever provider does it
// (card-payments.ts picks one): apart, so the providers and the function that picks them do not
// import each other.
import type Stripe from 'stripe';

export type ClientLanguage = 'en' | 'es' | 'ca';

/** The studio's connected account, as the provider has it now. */
export type ConnectedAccount = { id: string; chargesEnabled: boolean; detailsSubmitted: boolean };

export type OnboardingRequest = {
  accountId: string;
  /** The studio's connected account, when it has one already: onboarding resumes it. */
  connectedAccountId: string | null;
  email: string | undefined;
  /** ISO 3166-1 alpha-2, when the studio has said; the provider asks otherwise. */
  country: string;
  /** Where the owner lands once done, and where an expired link sends them to start again. */
  returnUrl: string;
  refreshUrl: string;
  locale: ClientLanguage;
};

/** Where our own ids travel on the provider's payment, so its events find the invoice again. */
export type PaymentMetadata = { account_id: string; invoice_id: string; instalment_id: string };

/** A gallery order's payment names the order: its invoice is issued once it is paid. */
export type OrderPaymentMetadata = { account_id: string; order_id: string };

export type CheckoutRequest = {
  connectedAccountId: string;
  metadata: PaymentMetadata | OrderPaymentMetadata;
  amount: number;
  currency: string;
  /** What the client reads on the payment page and their statement: the invoice's number, the gallery's name. */
  description: string;
  email: string;
  locale: ClientLanguage;
  /** The studio lets clients keep their card for the next instalments. */
  saveCard: boolean;
  /** Where the client lands after paying, or giving up. */
  returnUrl: string;
};

/** Where a card payment stands now: `pending` until the provider confirms, `failed` when it never will. */
export type ProviderPaymentStatus = 'pending' | 'succeeded' | 'failed';

/** A card payment as the provider has it now: what every event about it is applied from. */
export type ProviderPayment = {
  id: string;
  status: ProviderPaymentStatus;
  amount: number;
  currency: string;
  amountRefunded: number;
  /** The latest dispute: open while the bank decides, then won or lost. */
  dispute: 'open' | 'won' | 'lost' | null;
  /** When the client started paying, in ms. */
  created: number;
  metadata: Partial<PaymentMetadata & OrderPaymentMetadata>;
  /** The card the client kept for the next payments (Checkout's consent), on its customer; else null. */
  savedCard: SavedCard | null;
};

/** A card kept for off-session use on the studio's account: the provider's customer and payment method. */
export type SavedCard = { customer: string; paymentMethod: string };

export type SavedCardCharge = {
  connectedAccountId: string;
  card: SavedCard;
  metadata: PaymentMetadata;
  amount: number;
  currency: string;
  description: string;
  /** Makes a repeated request (a job delivered twice) charge once. */
  idempotencyKey: string;
};

/** What an off-session charge answered: charged (the webhook records the payment), or the bank's refusal. */
export type SavedCardChargeResult =
  { outcome: 'charged' } | { outcome: 'declined'; code: string; declineCode: string | null };

export interface CardPayments {
  /** Creates the studio's connected account when it has none, and a page to finish setting it up. */
  startOnboarding(request: OnboardingRequest): Promise<{ connectedAccountId: string; url: string }>;
  readAccount(connectedAccountId: string): Promise<ConnectedAccount>;
  /** The smallest amount a payment page takes in `currency`, in minor units. */
  minimumCharge(currency: string): number;
  /**
   * A payment page for one amount, on the studio's account, with the platform's fee: its id and
   * address. An amount below minimumCharge is refused with 409 below_minimum_charge.
   */
  startCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** The payment's current state; undefined when the account has no such payment. */
  readPayment(connectedAccountId: string, paymentId: string): Promise<ProviderPayment | undefined>;
  /**
   * Charges a saved card while the client is away, on the studio's account with the platform's fee.
   * Its events reach the webhook as a card page's do; a decline is answered, never thrown.
   */
  chargeSavedCard(charge: SavedCardCharge): Promise<SavedCardChargeResult>;
  /** Asks for a refund; `key` makes a repeated request (a double click) refund once. */
  refund(connectedAccountId: string, paymentId: string, amount: number, key: string): Promise<void>;
  /** The Connect webhook event in `rawBody`, once its signature is shown to be the provider's; else a 400. */
  readEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event;
}
