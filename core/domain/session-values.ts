// Value sets of bookings and money, mirrored by the check constraints of the migrations. Apart
// from session.ts, so money.ts can use them without importing the session rules that use money.
export const sessionStatuses = ['scheduled', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

/** Sessions still ahead in the calendar (shown as upcoming on the home page and dashboard). */
export const activeSessionStatuses = ['scheduled', 'confirmed'] as const satisfies readonly SessionStatus[];

export const sessionPaymentStatuses = ['pending', 'partial', 'paid', 'refunded'] as const;
export type SessionPaymentStatus = (typeof sessionPaymentStatuses)[number];

export const paymentMethods = ['cash', 'card', 'bank_transfer', 'online', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentStatuses = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
