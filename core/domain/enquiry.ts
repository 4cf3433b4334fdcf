// A visitor's enquiry from a studio's public site (the contact block): the site's form and
// POST /api/p/{slug}/enquiries check it with these schemas. zod/mini, as the public pages load it.
import { z } from 'zod/mini';
import { bookingContact, bookingLanguages } from './public-booking';

/** What the visitor writes: the same contact fields a booking asks for, the note being their message. */
export const enquiryFields = z.object({
  name: bookingContact.shape.name,
  email: bookingContact.shape.email,
  phone: z._default(bookingContact.shape.phone, ''),
  message: z._default(bookingContact.shape.note, ''),
});
export type EnquiryFields = z.output<typeof enquiryFields>;

export const enquiryRequest = z.extend(enquiryFields, {
  language: z._default(z.enum(bookingLanguages), 'en'),
  /** A field people never see: a robot that fills it is answered as if sent, and nothing is kept. */
  website: z._default(z.string().check(z.maxLength(2000)), ''),
});
