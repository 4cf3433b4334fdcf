// Stripe's test card numbers (docs.stripe.com/testing), as the local stand-ins for Checkout honour
// them: the declined ones answer Stripe's error `code` and `decline_code`, so a decline can be
// tried here and handled as production would meet it.

export type CardError = { code: string; declineCode: string };

export const declinedCards: Readonly<Record<string, CardError>> = {
  '4000000000000002': { code: 'card_declined', declineCode: 'generic_decline' },
  '4000000000009995': { code: 'card_declined', declineCode: 'insufficient_funds' },
  '4000000000009987': { code: 'card_declined', declineCode: 'lost_card' },
  '4000000000009979': { code: 'card_declined', declineCode: 'stolen_card' },
  '4100000000000019': { code: 'card_declined', declineCode: 'fraudulent' },
  '4000000000000069': { code: 'expired_card', declineCode: 'expired_card' },
  '4000000000000127': { code: 'incorrect_cvc', declineCode: 'incorrect_cvc' },
  '4000000000000119': { code: 'processing_error', declineCode: 'processing_error' },
};

/** Succeeds, then the client's bank disputes it as fraudulent. */
export const DISPUTED_CARD = '4000000000000259';

/** A brand by the number's first digit, as card networks assign them; test numbers only. */
export const brandOf = (digits: string): string =>
  ({ '3': 'amex', '4': 'visa', '5': 'mastercard', '6': 'discover' })[digits[0] ?? ''] ?? 'unknown';

/** The digits of a typed card number, when it has 12 to 19 of them (spaces and dashes aside). */
export function cardDigits(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : undefined;
}
