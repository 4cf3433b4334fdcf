// The demo studio's contracts: the two sample templates in its language, its invoicing profile
// (the samples name the studio's legal name, tax ID and address), and the portrait contract sent
// for its next session, so the contract screens and the signing page have something to show.
import type postgres from 'postgres';
import { fillContract } from '../../core/domain/contract-fields';
import { CONTRACT_SAMPLES, contractSampleKeys } from '../../core/domain/contract-samples';
import { newId } from '../../core/domain/ids';
import { sendContract } from '../../functions/lib/contracts/contracts';
import { documentWords } from '../../functions/lib/invoicing/document-words';

const LANGUAGE = 'en';
const DEPOSIT_PERCENT = 30;

export async function seedContracts(
  sql: postgres.Sql,
  accountId: string,
  userId: string,
  timeZone: string,
): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`insert into account_settings (account_id, key, value, author_id)
             values (${accountId}, 'invoicing',
                     ${tx.json({ legalName: 'Lumen Fotografia SL', taxId: 'B65432198', address: 'Carrer de Verdi 12, 08012 Barcelona', country: 'ES', defaultTaxRateBp: 2100 })},
                     ${userId})
             on conflict (account_id, key) do nothing`;
    const templates: Record<string, string> = {};
    for (const key of contractSampleKeys) {
      const sample = CONTRACT_SAMPLES[key][LANGUAGE];
      templates[key] = newId();
      await tx`insert into contract_templates (id, account_id, name, language, body, client_fields)
               values (${templates[key]}, ${accountId}, ${sample.name}, ${LANGUAGE}, ${sample.body},
                       ${tx.json(sample.clientFields)})`;
    }
    const [session] = await tx<{ id: string; customerId: string; price: number }[]>`
      select s.id, s.customer_id as "customerId", s.price::float8 as price
      from sessions s join customers c on c.id = s.customer_id and c.email <> ''
      where s.account_id = ${accountId} and s.date > ${Date.now()} and s.status <> 'cancelled'
      order by s.date limit 1`;
    if (!session) return;
    // The demo session has no invoice: the photographer wrote the fee and deposit into the text.
    const words = documentWords(LANGUAGE, 'EUR', timeZone);
    const sample = CONTRACT_SAMPLES.portrait[LANGUAGE];
    const body = fillContract(sample.body, {
      'invoice.total': words.money(session.price),
      'invoice.deposit': words.money(Math.round((session.price * DEPOSIT_PERCENT) / 100)),
    });
    const id = newId();
    await tx`insert into contracts (id, account_id, customer_id, session_id, template_id, title, language, body,
                                    client_fields)
             values (${id}, ${accountId}, ${session.customerId}, ${session.id}, ${templates.portrait!}, ${sample.name},
                     ${LANGUAGE}, ${body}, ${tx.json(sample.clientFields)})`;
    await sendContract(tx, accountId, id);
  });
}
