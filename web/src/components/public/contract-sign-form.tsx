import { RotateCw } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { missingClientFields, type ClientContract, type ClientSignature } from '@core/domain/client-contract';
import type { ContractStatus, SignContractBody } from '@core/domain/contract';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useHydrated } from '../../hooks/use-hydrated';
import { ApiError } from '../../lib/api-request';
import { SignatureField, type SignatureValue } from '../signature-field';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';

/** The contract's status once the client's signature is in: the studio's may have followed at once. */
export type SignOutcome = { status: Exclude<ContractStatus, 'draft' | 'sent'> };
export type SignContract = (body: SignContractBody) => Promise<SignOutcome>;

type ContractSignFormProps = {
  contract: ClientContract;
  customerName: string;
  onSign: SignContract;
  onSigned: (outcome: SignOutcome, signature: ClientSignature) => void;
};

/** What the form asks for that is still missing, each shown under its control. */
type Missing = { fields: string[]; name: boolean; signature: boolean; consent: boolean };
const NOTHING_MISSING: Missing = { fields: [], name: false, signature: false, consent: false };

/** A refusal: its translated sentence, and whether reading the contract again is the way out. */
type Refusal = { message: string; reload: boolean };

/** Keys the server said were empty (`field_required`'s details), kept to those the contract has. */
function refusedFields(error: ApiError, contract: ClientContract): string[] {
  const fields = (error.details as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return contract.clientFields.map((field) => field.key).filter((key) => fields.includes(key));
}

export function ContractSignForm({ contract, customerName, onSign, onSigned }: ContractSignFormProps) {
  const { t } = useTranslation(['public', 'validation']);
  const errorMessage = useApiErrorMessage();
  // Drawn by the server, the controls wait for React: what is typed before then would be lost.
  const hydrated = useHydrated();
  const [values, setValues] = useState<Record<string, string>>({});
  const [name, setName] = useState(customerName);
  const [signature, setSignature] = useState<SignatureValue>();
  const [consent, setConsent] = useState(false);
  const [missing, setMissing] = useState<Missing>(NOTHING_MISSING);
  const [refusal, setRefusal] = useState<Refusal>();
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  /** Brings the first control that needs the client into view, and into focus. */
  const focusFirstInvalid = () =>
    requestAnimationFrame(() => {
      const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
      invalid?.scrollIntoView({ block: 'center' });
      invalid?.focus();
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const signer = name.trim();
    const found: Missing = {
      fields: missingClientFields(contract.clientFields, values),
      name: signer === '',
      signature: !signature,
      consent: !consent,
    };
    setMissing(found);
    if (!signature || found.fields.length > 0 || found.name || found.consent) {
      focusFirstInvalid();
      return;
    }
    setSending(true);
    try {
      const outcome = await onSign({
        documentSha256: contract.documentSha256,
        name: signer,
        signature,
        fields: values,
      });
      onSigned(outcome, { party: 'client', name: signer, signedAt: Date.now() });
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : undefined;
      if (error?.code === 'field_required') {
        setMissing({ ...NOTHING_MISSING, fields: refusedFields(error, contract) });
        focusFirstInvalid();
      }
      setRefusal({ message: errorMessage(caught), reload: error?.code === 'contract_changed' });
      setSending(false);
    }
  };

  const disabled = !hydrated || sending;
  const required = (
    <span className="text-destructive" aria-label={t('public:contractSigning.required')}>
      {' '}
      *
    </span>
  );
  return (
    <form
      ref={form}
      className="grid gap-5 rounded-lg border bg-card p-5 text-card-foreground shadow-xs sm:p-8"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="contract-sign-form"
    >
      <h2 className="text-lg font-semibold">{t('public:contractSigning.heading')}</h2>
      {contract.clientFields.map((field) => (
        <Field
          key={field.key}
          label={
            <>
              {field.label}
              {field.required && required}
            </>
          }
          error={missing.fields.includes(field.key) ? t('validation:required') : undefined}
        >
          {(control) => (
            <Input
              {...control}
              value={values[field.key] ?? ''}
              maxLength={1000}
              disabled={disabled}
              data-testid={`contract-field-${field.key}`}
              onChange={(event) => {
                const value = event.target.value;
                setValues((before) => ({ ...before, [field.key]: value }));
              }}
            />
          )}
        </Field>
      ))}
      <Field
        label={
          <>
            {t('public:contractSigning.name')}
            {required}
          </>
        }
        error={missing.name ? t('validation:required') : undefined}
      >
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={200}
            autoComplete="name"
            disabled={disabled}
            data-testid="contract-signer-name"
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <fieldset className="grid gap-2" disabled={disabled} data-invalid={missing.signature} tabIndex={-1}>
        <legend className="mb-2 text-sm font-medium">
          {t('public:contractSigning.signature')}
          {required}
        </legend>
        <SignatureField
          name={name}
          onChange={setSignature}
          error={missing.signature ? t('public:contractSigning.signatureMissing') : undefined}
        />
      </fieldset>
      <div className="grid gap-1">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={consent}
            disabled={disabled}
            aria-invalid={missing.consent}
            aria-describedby={missing.consent ? 'contract-consent-error' : undefined}
            data-testid="contract-consent"
            onChange={(event) => setConsent(event.target.checked)}
          />
          <span>{t('public:contractSigning.consent')}</span>
        </label>
        {missing.consent && (
          <p id="contract-consent-error" className="text-xs font-medium text-destructive">
            {t('public:contractSigning.consentMissing')}
          </p>
        )}
      </div>
      {refusal && (
        <Alert variant="destructive" role="alert" data-testid="contract-sign-error">
          <AlertTitle>{refusal.message}</AlertTitle>
          {refusal.reload && (
            <AlertDescription>
              <Button type="button" variant="outline" size="sm" onClick={() => window.location.reload()}>
                <RotateCw aria-hidden="true" />
                {t('public:contractSigning.reload')}
              </Button>
            </AlertDescription>
          )}
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={disabled} data-testid="contract-sign">
        {sending && <Spinner />}
        {t('public:contractSigning.sign')}
      </Button>
    </form>
  );
}
