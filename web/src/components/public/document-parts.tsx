// The parts a client's quote and invoice share: who sells and who buys, the lines, the totals
// with one row per tax rate (and why a line carries none), and the notes. On a phone the lines
// fold: each line's quantity, price, discount and rate go under its description.
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentParty } from '@core/domain/client-document';
import type { DocumentLine, TaxSummaryRow } from '@core/domain/invoice-totals';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { cn } from '../../lib/utils';
import type { DocumentFormatter } from './document-format';

type DocumentNoticeProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  variant?: 'default' | 'success';
  testId: string;
};

/** What became of the document (answered, expired, cancelled, paid), above it. */
export function DocumentNotice({ icon: Icon, title, description, variant, testId }: DocumentNoticeProps) {
  return (
    <Alert role="status" variant={variant} data-testid={testId}>
      <Icon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{description}</AlertDescription>
    </Alert>
  );
}

export function Parties({ seller, buyer }: { seller: DocumentParty; buyer: DocumentParty }) {
  const { t } = useTranslation('invoiceDocument');
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Party label={t('seller')} party={seller} testId="document-seller" />
      <Party label={t('buyer')} party={buyer} testId="document-buyer" />
    </div>
  );
}

function Party({ label, party, testId }: { label: string; party: DocumentParty; testId: string }) {
  const { t } = useTranslation('invoiceDocument');
  return (
    <section className="grid content-start gap-0.5 text-sm" data-testid={testId}>
      <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</h2>
      <p className="text-base font-medium">{party.name}</p>
      {party.taxId && <p>{t('taxId', { id: party.taxId })}</p>}
      {party.address && <p className="whitespace-pre-line">{party.address}</p>}
    </section>
  );
}

export function Lines({ lines, format }: { lines: readonly DocumentLine[]; format: DocumentFormatter }) {
  const { t } = useTranslation('invoiceDocument');
  const anyDiscount = lines.some((line) => line.discountBp > 0);
  const rate = (line: DocumentLine) => (line.taxExemption ? '—' : format.rate(line.taxRateBp));
  const cell = 'hidden px-2 py-3 text-right tabular-nums sm:table-cell';
  // The columns a phone folds under each line's description.
  const columns = [
    { key: 'description', folds: false },
    { key: 'quantity', folds: true },
    { key: 'unitPrice', folds: true },
    ...(anyDiscount ? ([{ key: 'discount', folds: true }] as const) : []),
    { key: 'taxRate', folds: true },
    { key: 'amount', folds: false },
  ] as const;
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <table className="w-full text-sm" data-testid="document-lines">
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  'py-2 font-medium',
                  column.key === 'description' ? 'px-4 text-left' : 'text-right',
                  column.folds ? 'hidden px-2 sm:table-cell' : 'px-4',
                )}
              >
                {t(column.key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {lines.map((line, index) => (
            <tr key={index} className="align-top" data-testid="document-line">
              <td className="px-4 py-3">
                <span className="whitespace-pre-line">{line.description}</span>
                {/* On a phone, what the hidden columns say. */}
                <span className="mt-1 block text-xs text-muted-foreground sm:hidden">
                  {[
                    `${line.quantity} × ${format.money(line.unitPrice)}`,
                    line.discountBp > 0 && `${t('discount')} ${format.rate(line.discountBp)}`,
                    `${t('taxRate')} ${rate(line)}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </td>
              <td className={cell}>{line.quantity}</td>
              <td className={cell}>{format.money(line.unitPrice)}</td>
              {anyDiscount && <td className={cell}>{line.discountBp > 0 ? format.rate(line.discountBp) : ''}</td>}
              <td className={cell}>{rate(line)}</td>
              <td className="px-4 py-3 text-right font-medium tabular-nums">{format.money(line.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type TotalsProps = {
  subtotal: number;
  taxes: readonly TaxSummaryRow[];
  total: number;
  /** What was paid of an invoice so far; the balance follows it. */
  paid?: number;
  format: DocumentFormatter;
};

export function Totals({ subtotal, taxes, total, paid = 0, format }: TotalsProps) {
  const { t } = useTranslation('invoiceDocument');
  const rows: { label: string; detail?: string; value: string; strong?: boolean; testId?: string }[] = [
    { label: t('subtotal'), value: format.money(subtotal) },
    ...taxes.map((group) => ({
      label: group.taxExemption
        ? t(`exemption.${group.taxExemption}`)
        : t('tax', { rate: format.rate(group.taxRateBp) }),
      detail: `${t('base')} ${format.money(group.base)}`,
      value: format.money(group.tax),
      testId: 'document-tax',
    })),
    { label: t('total'), value: format.money(total), strong: true, testId: 'document-total' },
    ...(paid > 0
      ? [
          { label: t('paid'), value: format.money(paid) },
          { label: t('balance'), value: format.money(total - paid), strong: true, testId: 'document-balance' },
        ]
      : []),
  ];
  return (
    <dl className="ml-auto grid w-full max-w-sm gap-2 text-sm">
      {rows.map((row, index) => (
        <div
          key={index}
          className={
            row.strong
              ? 'flex justify-between gap-4 border-t pt-2 text-base font-semibold'
              : 'flex justify-between gap-4'
          }
          data-testid={row.testId}
        >
          <dt>
            {row.label}
            {row.detail && <span className="block text-xs text-muted-foreground">{row.detail}</span>}
          </dt>
          <dd className="text-right tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Notes({ notes }: { notes: string }) {
  const { t } = useTranslation('invoiceDocument');
  if (!notes.trim()) return null;
  return (
    <section className="grid gap-1 text-sm">
      <h2 className="font-semibold">{t('notes')}</h2>
      <p className="whitespace-pre-line text-muted-foreground">{notes}</p>
    </section>
  );
}
