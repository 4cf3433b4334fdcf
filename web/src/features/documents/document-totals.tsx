import { useTranslation } from 'react-i18next';
import { taxSummary } from '@core/domain/invoice-totals';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useDocumentMoney } from '../../hooks/use-document-money';
import type { DocumentLineRow } from './document-types';
import { percentText } from './line-form';

type DocumentTotalsProps = {
  document: { subtotal: number; taxTotal: number; total: number; currency: string };
  lines: readonly DocumentLineRow[];
};

/** The totals the server keeps for the draft, with the tax of each rate (and each exemption) on its base. */
export function DocumentTotals({ document, lines }: DocumentTotalsProps) {
  const { t } = useTranslation('documents');
  const { locale } = useStudioFormat();
  const money = useDocumentMoney(document.currency);
  return (
    <section aria-labelledby="document-totals" className="grid justify-items-end gap-2">
      <h2 id="document-totals" className="sr-only">
        {t('totals.heading')}
      </h2>
      <dl className="grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 text-sm" data-testid="document-totals">
        <dt className="text-muted-foreground">{t('totals.subtotal')}</dt>
        <dd className="text-right tabular-nums">{money(document.subtotal)}</dd>
        {taxSummary(lines).map((row) => (
          <div key={`${row.taxRateBp}:${row.taxExemption}`} className="contents">
            <dt className="text-muted-foreground">
              {row.taxExemption === ''
                ? t('totals.taxAtRate', { rate: percentText(row.taxRateBp, locale), base: money(row.base) })
                : t('totals.untaxed', { reason: t(`lines.exemptions.${row.taxExemption}`), base: money(row.base) })}
            </dt>
            <dd className="text-right tabular-nums">{money(row.tax)}</dd>
          </div>
        ))}
        <dt className="border-t pt-1.5 font-semibold">{t('totals.total')}</dt>
        <dd className="border-t pt-1.5 text-right font-semibold tabular-nums" data-testid="document-total">
          {money(document.total)}
        </dd>
      </dl>
    </section>
  );
}
