// The words of a contract's PDF, in the contract's language, and its dates: in UTC for the record
// and on the studio's clock for the reader.
// No import attributes: the esbuild that SST bundles handlers with cannot read them.
import ca from '@locales/ca/contractDocument.json';
import en from '@locales/en/contractDocument.json';
import es from '@locales/es/contractDocument.json';
import { formatInstant, isTimeZone } from '@core/domain/studio-time';
import type { DocumentLanguage } from '../invoicing/document-words';

type Key = keyof typeof en;
const catalogues: Record<DocumentLanguage, typeof en> = { en, es, ca };

export function contractWords(lng: DocumentLanguage, timeZone: string | undefined) {
  const catalogue = catalogues[lng];
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
  return {
    zone,
    t: (key: Key, values: Record<string, string | number> = {}) =>
      catalogue[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
        name in values ? String(values[name]) : placeholder,
      ),
    /** "2027-03-01 09:30:12 UTC": to the second, as the record keeps it. */
    utc: (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`,
    local: (ms: number) => formatInstant(ms, { locale: lng, timeZone: zone, style: 'dateTime' }),
  };
}
export type ContractWords = ReturnType<typeof contractWords>;
