import { useTranslation } from 'react-i18next';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useDocumentMoney } from '../../hooks/use-document-money';
import type { DocumentLineRow } from './document-types';
import { percentText } from './line-form';

/** A document's lines as they were sent, to read. */
export function LinesTable({ lines, currency }: { lines: readonly DocumentLineRow[]; currency: string }) {
  const { t } = useTranslation('documents');
  const { locale } = useStudioFormat();
  const money = useDocumentMoney(currency);
  return (
    // On a phone the table scrolls sideways: a named region the keyboard can reach and scroll.
    <div
      className="overflow-x-auto rounded-xl border bg-card"
      role="region"
      aria-label={t('lines.heading')}
      tabIndex={0}
    >
      <table className="w-full text-sm" data-testid="document-lines">
        <caption className="sr-only">{t('lines.heading')}</caption>
        <thead className="border-b bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              {t('lines.description')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('lines.quantity')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('lines.unitPrice')}
            </th>
            <th scope="col" className="hidden px-4 py-2 text-right font-medium sm:table-cell">
              {t('lines.discount')}
            </th>
            <th scope="col" className="hidden px-4 py-2 text-right font-medium sm:table-cell">
              {t('lines.taxRate')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('lines.amount')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {lines.map((line) => (
            <tr key={line.id}>
              <td className="px-4 py-2">{line.description}</td>
              <td className="px-4 py-2 text-right tabular-nums">{line.quantity}</td>
              <td className="px-4 py-2 text-right tabular-nums">{money(line.unitPrice)}</td>
              <td className="hidden px-4 py-2 text-right tabular-nums sm:table-cell">
                {line.discountBp > 0 ? `${percentText(line.discountBp, locale)} %` : '—'}
              </td>
              <td className="hidden px-4 py-2 text-right tabular-nums sm:table-cell">
                {line.taxExemption === ''
                  ? `${percentText(line.taxRateBp, locale)} %`
                  : t(`lines.exemptions.${line.taxExemption}`)}
              </td>
              <td className="px-4 py-2 text-right tabular-nums">{money(line.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
