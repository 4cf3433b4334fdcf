import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { markSentRequest } from '@core/domain/gallery-order-sent';
import { FormDialog } from '../../components/form-dialog';
import { SingleFieldForm } from '../../components/single-field-form';
import { Input } from '../../components/ui/input';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';

type MarkSentDialogProps = {
  order: { id: string; buyerName: string; buyerEmail: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Says a paid order's prints are on their way, with the carrier's tracking link if there is one; the client is mailed. */
export function MarkSentDialog({ order, open, onOpenChange }: MarkSentDialogProps) {
  const { t } = useTranslation('sales');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('order.markSent.title')}
      description={t('order.markSent.description', { buyer: order.buyerName || order.buyerEmail })}
      testId="mark-sent-dialog"
    >
      <MarkSentForm orderId={order.id} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function MarkSentForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const { t } = useTranslation('sales');
  const { account } = useAccount();
  const api = useApi();
  const [trackingUrl, setTrackingUrl] = useState('');

  return (
    <SingleFieldForm
      label={t('order.markSent.label')}
      description={t('order.markSent.hint')}
      submitLabel={t('order.markSent.submit')}
      check={() => {
        const parsed = markSentRequest.safeParse({ trackingUrl });
        return parsed.success
          ? { ok: true, value: parsed.data }
          : { ok: false, problem: parsed.error.issues[0]?.message };
      }}
      send={async (request) => {
        await api.post(`/api/accounts/${account.id}/gallery-orders/${orderId}/sent`, request, z.unknown());
        toast.success(t('order.markSent.done'));
      }}
      onDone={onDone}
    >
      {(control) => (
        <Input
          {...control}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={trackingUrl}
          onChange={(event) => setTrackingUrl(event.target.value)}
          autoFocus
        />
      )}
    </SingleFieldForm>
  );
}
