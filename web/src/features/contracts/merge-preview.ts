// The merge fields a draft's preview can fill in the browser, from the synced rows the contract
// names. Sending fills them again on the server from the database (functions/lib/contracts/), so
// this only shows the photographer what is known now; the rest stays marked.
import type { MergeFieldKey } from '@core/domain/contract-fields';
import type { DocumentLanguage } from '@core/domain/invoice';
import { formatInstant } from '@core/domain/studio-time';

export type PreviewRows = {
  language: DocumentLanguage;
  timeZone: string;
  now: number;
  studio: { name: string; legalName: string; taxId: string; address: string };
  customer?: { name: string; email: string; phone: string } | undefined;
  session?: { date: number; type: string; location: string } | undefined;
};

/** Each field the rows know, written in the contract's language and on the studio's clock. */
export function previewValues(rows: PreviewRows): Partial<Record<MergeFieldKey, string>> {
  const { language: locale, timeZone } = rows;
  // As sending writes them (functions/lib/contracts/merge-values.ts).
  const day = (ms: number) => formatInstant(ms, { locale, timeZone, style: 'longDate' });
  const time = (ms: number) => formatInstant(ms, { locale, timeZone, style: 'time' });
  const { customer, session, studio } = rows;
  return {
    'studio.name': studio.name,
    'studio.legalName': studio.legalName,
    'studio.taxId': studio.taxId,
    'studio.address': studio.address,
    today: day(rows.now),
    ...(customer && { 'client.name': customer.name, 'client.email': customer.email, 'client.phone': customer.phone }),
    ...(session && {
      'session.date': day(session.date),
      'session.time': time(session.date),
      'session.type': session.type,
      'session.place': session.location,
    }),
  };
}
