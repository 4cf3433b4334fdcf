// Marking a print order sent (POST /api/accounts/{id}/gallery-orders/{orderId}/sent): the one
// schema the back office's form and the handler both read.
import { z } from 'zod';

/** Whether `value` is an address a client can open: http or https only (never javascript:). */
export function isTrackingUrl(value: string): boolean {
  return URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
}

/** The carrier's tracking page for the parcel; empty when there is none to give. */
export const trackingUrl = z
  .string()
  .trim()
  .max(2000, 'tooLong')
  .refine((value) => value === '' || isTrackingUrl(value), 'trackingUrl');

export const markSentRequest = z.object({ trackingUrl });
export type MarkSentRequest = z.output<typeof markSentRequest>;

/** Whether an order is one whose prints wait to be sent: paid, with prints, not sent yet. */
export const isSendable = (order: { status: string; fulfilment: string }): boolean =>
  order.status === 'paid' && order.fulfilment === 'to_send';
