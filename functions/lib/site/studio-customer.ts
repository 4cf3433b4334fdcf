// The customer a client's request from a studio's public site is for (a booking, an enquiry):
// the studio's own customer with that e-mail, whatever its case, or a new one. Never another
// studio's: the e-mail is looked up within `accountId` only. A booking also says the language the
// client booked in, which the studio's mails to them are written in from then on.
import type postgres from 'postgres';
import { newId } from '@core/domain/ids';
import type { DocumentLanguage } from '@core/domain/invoice';

/** The customer's id; `contact.email` is already lower-cased (core/domain/public-booking.ts). */
export async function studioCustomer(
  tx: postgres.TransactionSql,
  studio: { accountId: string; authorId: string },
  contact: { name: string; email: string; phone: string; language?: DocumentLanguage },
): Promise<string> {
  const language = contact.language ?? null;
  const [known] = await tx<{ id: string }[]>`
    select id from customers where account_id = ${studio.accountId} and lower(email) = ${contact.email}
    order by created_at, id limit 1`;
  if (known) {
    if (language) await tx`update customers set language = ${language} where id = ${known.id}`;
    return known.id;
  }
  const id = newId();
  await tx`insert into customers (id, account_id, author_id, name, email, phone, language)
           values (${id}, ${studio.accountId}, ${studio.authorId}, ${contact.name}, ${contact.email}, ${contact.phone},
                   ${language})`;
  return id;
}
