import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { markSentRequest } from '@core/domain/gallery-order-sent';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog } from '../../components/form-dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useValidationMessage } from '../../hooks/use-validation-message';

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
  const apiErrorMessage = useApiErrorMessage();
  const message = useValidationMessage();
  const [trackingUrl, setTrackingUrl] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const parsed = markSentRequest.safeParse({ trackingUrl });
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    setFormError(undefined);
    if (!parsed.success) return;
    setPending(true);
    try {
      await api.post(`/api/accounts/${account.id}/gallery-orders/${orderId}/sent`, parsed.data, z.unknown());
      toast.success(t('order.markSent.done'));
      onDone();
    } catch (error) {
      setFormError(apiErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={t('order.markSent.label')} description={t('order.markSent.hint')} error={message(fieldError)}>
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
      </Field>
      <DialogFormFooter error={formError} pending={pending} submitLabel={t('order.markSent.submit')} route="api" />
    </form>
  );
}
