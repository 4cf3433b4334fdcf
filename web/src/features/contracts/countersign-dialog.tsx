import { useQuery } from '@rocicorp/zero/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { readContractSettings } from '@core/domain/contract';
import { queries } from '@core/zero/queries';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog, type DialogState } from '../../components/form-dialog';
import { SignatureField, type SignatureValue } from '../../components/signature-field';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { countersignContract } from './contract-api';

type CountersignDialogProps = DialogState & { contractId: string };

/** The studio's signature under the client's: a name, and a signature drawn or typed. */
export function CountersignDialog({ contractId, ...dialog }: CountersignDialogProps) {
  const { t } = useTranslation('contracts');
  return (
    <FormDialog
      {...dialog}
      title={t('countersign.title')}
      description={t('countersign.description')}
      className="sm:max-w-xl"
      testId="countersign-dialog"
    >
      <CountersignForm contractId={contractId} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function CountersignForm({ contractId, onDone }: { contractId: string; onDone: () => void }) {
  const { t } = useTranslation(['contracts', 'validation']);
  const { account } = useAccount();
  const api = useApi();
  const errorMessage = useApiErrorMessage();
  const [settingsRow] = useQuery(queries.contracts.settings({ accountId: account.id }));
  const [name, setName] = useState<string>();
  const shownName = name ?? readContractSettings(settingsRow?.value).signerName;
  const [signature, setSignature] = useState<SignatureValue>();
  const [missing, setMissing] = useState<'name' | 'signature'>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const signer = shownName.trim();
    if (!signer) return setMissing('name');
    if (!signature) return setMissing('signature');
    setMissing(undefined);
    setPending(true);
    setError(undefined);
    try {
      await countersignContract(api, account.id, contractId, { name: signer, signature });
      toast.success(t('countersign.done'));
      onDone();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4">
      <Field label={t('countersign.name')} error={missing === 'name' ? t('validation:required') : undefined}>
        {(field) => (
          <Input {...field} value={shownName} autoComplete="name" onChange={(event) => setName(event.target.value)} />
        )}
      </Field>
      <SignatureField
        name={shownName}
        onChange={setSignature}
        error={missing === 'signature' ? t('countersign.signatureMissing') : undefined}
      />
      <DialogFormFooter error={error} pending={pending} submitLabel={t('countersign.submit')} route="api" />
    </form>
  );
}
