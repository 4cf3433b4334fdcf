import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@web/src/components/ui/button';
import { useApiRead } from '@web/src/hooks/use-api-read';
import { useStudioFormat } from '@web/src/hooks/use-studio-format';
import type { Invoice } from './invoice-types';

// What GET /api/invoices/{id}/verifactu answers (functions/verifactu/invoice-records.ts).
const verifactuAnswer = z.object({
  records: z.array(
    z.object({
      sequence: z.number(),
      kind: z.enum(['alta', 'anulacion']),
      invoiceNumber: z.string(),
      generatedAt: z.string(),
      fingerprint: z.string(),
      submission: z.object({
        status: z.enum(['pending', 'accepted', 'rejected']),
        code: z.string(),
        message: z.string(),
        at: z.number().nullable(),
      }),
    }),
  ),
  mark: z.object({ qrUrl: z.string(), legend: z.string() }).nullable(),
});

/**
 * Spain's Veri*Factu: the invoice's records (its alta, and an anulación once cancelled), what the
 * tax agency answered to each, and the address its QR code opens. Read again whenever the invoice
 * changes (a cancellation adds a record), as they live outside Zero.
 */
export function VerifactuRecords({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('documents');
  const format = useStudioFormat();
  // A cancellation adds a record: read again when the status changes.
  const { answer, error, reload } = useApiRead(
    `/api/invoices/${invoice.id}/verifactu`,
    verifactuAnswer,
    invoice.status,
  );

  return (
    <section aria-labelledby="invoice-verifactu-heading" className="grid gap-3 rounded-xl border bg-card p-6">
      <h2 id="invoice-verifactu-heading" className="text-lg font-semibold">
        {t('invoice.verifactu.title')}
      </h2>
      {error ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p role="alert" className="text-destructive">
            {error}
          </p>
          <Button variant="outline" size="sm" onClick={reload}>
            {t('invoice.verifactu.retry')}
          </Button>
        </div>
      ) : !answer ? (
        <p className="text-sm text-muted-foreground" role="status">
          {t('invoice.verifactu.loading')}
        </p>
      ) : answer.records.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('invoice.verifactu.none')}</p>
      ) : (
        <ol className="grid gap-3 text-sm" data-testid="verifactu-records">
          {answer.records.map((record) => (
            <li key={record.sequence} className="grid gap-0.5">
              <span className="font-medium">
                {t(`invoice.verifactu.kind.${record.kind}`, { number: record.invoiceNumber })}
              </span>
              <span>
                {t(`invoice.verifactu.submission.${record.submission.status}`)}
                {record.submission.at !== null && ` · ${format.date(record.submission.at, 'dateTime')}`}
              </span>
              {record.submission.status === 'rejected' && (
                <span className="text-destructive">
                  {record.submission.code} {record.submission.message}
                </span>
              )}
              <span className="font-mono text-xs break-all text-muted-foreground">{record.fingerprint}</span>
            </li>
          ))}
        </ol>
      )}
      {answer?.mark && (
        <p className="text-sm">
          <a className="underline underline-offset-4" href={answer.mark.qrUrl} target="_blank" rel="noreferrer">
            {t('invoice.verifactu.qr')}
          </a>
        </p>
      )}
    </section>
  );
}
