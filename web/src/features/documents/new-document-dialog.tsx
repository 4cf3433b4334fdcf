import { useQuery } from '@rocicorp/zero/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newId } from '@core/domain/ids';
import type { DocumentLanguage } from '@core/domain/invoice';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog, type DialogState } from '../../components/form-dialog';
import { Field } from '../../components/ui/field';
import { useAccount } from '../../hooks/use-account';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import { CustomerPicker } from '../bookings/customer-picker';
import { invoiceEditPath, quotePath, type DocumentKind } from './document-types';

/** Asks whom a new quote or invoice is for, creates the draft and opens its editor. */
export function NewDocumentDialog({ kind, ...dialog }: DialogState & { kind: DocumentKind }) {
  const { t } = useTranslation('documents');
  return (
    <FormDialog
      {...dialog}
      title={t(`new.${kind}.title`)}
      description={t(`new.${kind}.description`)}
      testId={`new-${kind}-dialog`}
    >
      <NewDocumentForm kind={kind} />
    </FormDialog>
  );
}

function NewDocumentForm({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation('documents');
  const message = useValidationMessage();
  const navigate = useNavigate();
  const mutate = useZeroMutation();
  const { account } = useAccount();
  const [customerId, setCustomerId] = useState('');
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const language = useCustomerLanguage(customerId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (customerId === '') {
      setMissing(true);
      return;
    }
    setPending(true);
    setError(undefined);
    const id = newId();
    const args = { id, accountId: account.id, customerId, language };
    const outcome = await mutate(kind === 'quote' ? mutators.quote.create(args) : mutators.invoice.create(args), {
      awaitServer: true,
    });
    setPending(false);
    if (!outcome.ok) setError(outcome.message);
    else void navigate(kind === 'quote' ? quotePath(id) : invoiceEditPath(id));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <Field
        label={t('fields.customer')}
        error={missing && customerId === '' ? message('customerRequired') : undefined}
      >
        {(field) => <CustomerPicker {...field} value={customerId} onChange={setCustomerId} />}
      </Field>
      <DialogFormFooter error={error} pending={pending} submitLabel={t(`new.${kind}.submit`)} />
    </form>
  );
}

/**
 * The language a new document for this customer is written in: that of their latest quote or
 * invoice, else the interface's (the studio keeps no language of its own).
 */
function useCustomerLanguage(customerId: string): DocumentLanguage {
  const { account } = useAccount();
  const { locale } = useStudioFormat();
  const args = { accountId: account.id, customerId, limit: 1 };
  const [quotes] = useQuery(customerId !== '' && queries.quotes.list(args));
  const [invoices] = useQuery(customerId !== '' && queries.invoices.list(args));
  const latest = [...(quotes ?? []), ...(invoices ?? [])].sort((a, b) => b.createdAt - a.createdAt)[0];
  return latest?.language ?? locale;
}
