import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@web/src/lib/toast';
import { z } from 'zod';
import { ConfirmDialog } from '@web/src/components/confirm-dialog';
import { Button } from '@web/src/components/ui/button';
import { useApi } from '@web/src/hooks/use-api';
import { useApiErrorMessage } from '@web/src/hooks/use-api-error-message';
import { useApiRead } from '@web/src/hooks/use-api-read';
import type { Invoice } from './invoice-types';

// What GET /api/accounts/{id}/invoices/{invoiceId}/saved-card answers (functions/card-payments/saved-card.ts).
const savedCardAnswer = z.object({
  savedCard: z
    .object({ savedAt: z.number(), declinedAt: z.number().nullable(), declineCode: z.string().nullable() })
    .nullable(),
});

/** The bank's reasons worth naming; any other reads as a plain refusal. */
const namedReasons = [
  'insufficient_funds',
  'expired_card',
  'lost_card',
  'stolen_card',
  'authentication_required',
] as const;
const isNamedReason = (code: string | null): code is (typeof namedReasons)[number] =>
  namedReasons.some((named) => named === code);

/**
 * The card the client kept to pay the invoice's next instalments on their due dates, and the way
 * to stop those charges. It lives outside Zero, so it is read on open, again when a payment comes
 * in (it may have kept a card) and after the stop.
 */
export function SavedCard({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('documents');
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const [stopping, setStopping] = useState<Invoice>();
  const path = `/api/accounts/${invoice.accountId}/invoices/${invoice.id}/saved-card`;
  // Only an invoice still owed that allows it can have charges ahead.
  const chargeable = invoice.allowSavedCard && invoice.status === 'issued' && invoice.amountPaid < invoice.total;
  // A payment that comes in may have kept a card: read again when one does.
  const { answer, error, reload } = useApiRead(chargeable ? path : undefined, savedCardAnswer, invoice.amountPaid);

  if (chargeable && error)
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p role="alert" className="text-destructive">
          {t('invoice.savedCard.readFailed', { error })}
        </p>
        <Button variant="outline" size="sm" onClick={reload}>
          {t('invoice.savedCard.retry')}
        </Button>
      </div>
    );
  const card = chargeable ? answer?.savedCard : undefined;
  if (!card) return null;
  const reason = isNamedReason(card.declineCode)
    ? t(`invoice.savedCard.reason.${card.declineCode}`)
    : t('invoice.savedCard.reason.other');

  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border bg-card px-4 py-3 text-sm"
      data-testid="invoice-saved-card"
    >
      <CreditCard aria-hidden="true" className="size-4 text-muted-foreground" />
      <p className={card.declinedAt === null ? undefined : 'text-destructive'}>
        {card.declinedAt === null ? t('invoice.savedCard.saved') : t('invoice.savedCard.declined', { reason })}
      </p>
      <Button variant="outline" size="sm" className="ml-auto" onClick={() => setStopping(invoice)}>
        {t('invoice.savedCard.stop')}
      </Button>
      <ConfirmDialog
        subject={stopping}
        onOpenChange={() => setStopping(undefined)}
        title={() => t('invoice.savedCard.stopTitle')}
        description={t('invoice.savedCard.stopDescription')}
        confirmLabel={t('invoice.savedCard.stopConfirm')}
        testId="stop-saved-card"
        route="api"
        onConfirm={async () => {
          try {
            await api.delete(path, z.unknown());
          } catch (error) {
            return apiErrorMessage(error);
          }
          toast.success(t('invoice.savedCard.stopped'));
          reload();
          return undefined;
        }}
      />
    </div>
  );
}
