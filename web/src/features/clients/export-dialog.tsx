import { useZero } from '@rocicorp/zero/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, fromDateTimeInput, startOfMonth, toDateInput } from '@core/domain/studio-time';
import { queries } from '@core/zero/queries';
import { DateField } from '../../components/date-field';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog } from '../../components/form-dialog';
import { Field } from '../../components/ui/field';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';
import { useAccount } from '../../hooks/use-account';
import { useNow } from '../../hooks/use-now';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { customersCsv, paymentsCsv } from './csv-export';
import { downloadCsv } from '../../lib/download-csv';

export type ExportKind = 'payments' | 'customers';

/**
 * Payments or customers of a period as CSV for the accountant. The rows are fetched complete
 * from the server first (not only what this browser happens to hold), so the file is whole.
 */
export function ExportDialog({
  open,
  onOpenChange,
  initialKind = 'payments',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialKind?: ExportKind | undefined;
}) {
  const { t } = useTranslation(['clients', 'payments', 'common']);
  const zero = useZero();
  const { account } = useAccount();
  const { timeZone, currency } = useStudioFormat();
  const now = useNow();
  const [kind, setKind] = useState<ExportKind>(initialKind);
  const [from, setFrom] = useState(() => toDateInput(startOfMonth(now, timeZone), timeZone));
  const [to, setTo] = useState(() => toDateInput(now, timeZone));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const start = fromDateTimeInput(from, '', timeZone);
  const lastDay = fromDateTimeInput(to, '', timeZone);
  const rangeError = start === undefined || lastDay === undefined ? 'dates' : lastDay < start ? 'order' : undefined;

  const run = async () => {
    if (start === undefined || lastDay === undefined || rangeError) return;
    setPending(true);
    setError(undefined);
    try {
      // The last day counts whole: up to the next midnight on the studio's clock.
      const range = { accountId: account.id, from: start, to: addDays(lastDay, 1, timeZone) };
      const payments = await zero.run(queries.payments.inRange(range), { type: 'complete' });
      const labels = {
        header: (column: string) => t(`export.columns.${column}` as 'export.columns.date'),
        method: (method: (typeof payments)[number]['method']) => t(`payments:method.${method}`),
        status: (status: (typeof payments)[number]['status']) => t(`payments:status.${status}`),
        receiptFile: t('export.receiptFile'),
      };
      const context = { timeZone, currency, labels };
      const text =
        kind === 'payments'
          ? paymentsCsv(payments, context)
          : customersCsv(
              payments,
              await zero.run(queries.dashboard.newCustomers(range), { type: 'complete' }),
              context,
            );
      downloadCsv(`${t(`export.file.${kind}`)}-${from}-${to}.csv`, text);
      onOpenChange(false);
    } catch {
      setError(t('export.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('export.title')}
      description={t('export.description')}
      testId="export-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
        noValidate
        className="grid gap-4"
      >
        <RadioGroup value={kind} onValueChange={(value) => setKind(value === 'customers' ? 'customers' : 'payments')}>
          <RadioCard value="payments" label={t('export.kind.payments')} description={t('export.kind.paymentsHint')} />
          <RadioCard
            value="customers"
            label={t('export.kind.customers')}
            description={t('export.kind.customersHint')}
          />
        </RadioGroup>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field label={t('export.from')}>
            {(control) => <DateField {...control} value={from} onChange={setFrom} />}
          </Field>
          <Field label={t('export.to')} error={rangeError ? t(`export.rangeError.${rangeError}`) : undefined}>
            {(control) => <DateField {...control} value={to} onChange={setTo} />}
          </Field>
        </div>
        <DialogFormFooter
          error={error}
          pending={pending}
          disabled={rangeError !== undefined}
          submitLabel={t('export.download')}
          route="none"
        />
      </form>
    </FormDialog>
  );
}
