import { Ban, CircleCheck, Clock, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientContract, ClientSignature } from '@core/domain/client-contract';
import type { ContractStatus } from '@core/domain/contract';
import { ContractBlocks } from '../contract-blocks';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Button } from '../ui/button';
import { ContractSignForm, type SignContract } from './contract-sign-form';
import { useSignedAt } from './use-signed-at';

export type { SignContract, SignOutcome } from './contract-sign-form';

type ContractSigningProps = {
  contract: ClientContract;
  /** Who signed it so far. */
  signatures: ClientSignature[];
  /** The client's name as the studio knows it, offered as theirs to sign with. */
  customerName?: string;
  /** Sends the signature; answers the contract's new status, or throws the API's error. */
  onSign: SignContract;
  /** Where its PDF downloads from, offered once both have signed. */
  pdfHref?: string;
};

/**
 * A sent contract as its client signs it: its text, the fields they fill in, their name, their
 * signature and their consent; then who signed and what comes next. It calls no API itself, so a
 * contract's own page and a proposal's step sign it alike, each through its own `onSign`.
 */
export function ContractSigning({ contract, signatures, customerName, onSign, pdfHref }: ContractSigningProps) {
  const [status, setStatus] = useState<ContractStatus>(contract.status);
  const [signed, setSigned] = useState(signatures);
  const [justSigned, setJustSigned] = useState(false);

  return (
    <section className="grid gap-6" data-testid="contract-signing" aria-label={contract.title}>
      {status !== 'sent' && (
        <SignedState status={status} signatures={signed} pdfHref={pdfHref} focusOnShow={justSigned} />
      )}
      <ContractBlocks
        blocks={contract.blocks}
        className="rounded-lg border bg-card p-5 text-card-foreground shadow-xs sm:p-8"
      />
      {status === 'sent' && (
        <ContractSignForm
          contract={contract}
          customerName={customerName ?? ''}
          onSign={onSign}
          onSigned={(outcome, signature) => {
            setSigned((before) => [...before, signature]);
            setStatus(outcome.status);
            setJustSigned(true);
          }}
        />
      )}
    </section>
  );
}

type SignedStateProps = {
  status: Exclude<ContractStatus, 'sent'>;
  signatures: ClientSignature[];
  pdfHref: string | undefined;
  /** Takes the focus as it appears, so a screen reader says the signing worked. */
  focusOnShow: boolean;
};

/** Where a contract stands once it is no longer to sign: withdrawn, signed by the client, or by both. */
function SignedState({ status, signatures, pdfHref, focusOnShow }: SignedStateProps) {
  const { t } = useTranslation('public');
  const signedAt = useSignedAt();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);

  if (status === 'void' || status === 'draft') {
    return (
      <Alert variant="destructive" role="status" data-testid="contract-state" data-status="void">
        <Ban />
        <AlertTitle>{t('contractSigning.void.title')}</AlertTitle>
        <AlertDescription>{t('contractSigning.void.description')}</AlertDescription>
      </Alert>
    );
  }
  const complete = status === 'completed';
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      variant="success"
      role="status"
      className="outline-none"
      data-testid="contract-state"
      data-status={status}
    >
      {complete ? <CircleCheck /> : <Clock />}
      <AlertTitle>{t(complete ? 'contractSigning.completed.title' : 'contractSigning.signed.title')}</AlertTitle>
      <AlertDescription>
        <ul className="grid gap-0.5">
          {signatures.map((signature) => (
            <li key={signature.party}>
              {t(`contractSigning.signedBy.${signature.party}`, {
                name: signature.name,
                date: signedAt(signature.signedAt),
              })}
            </li>
          ))}
        </ul>
        <p>{t(complete ? 'contractSigning.completed.description' : 'contractSigning.signed.description')}</p>
        {complete && pdfHref && (
          <Button variant="outline" size="sm" asChild className="mt-2">
            <a href={pdfHref} data-testid="contract-pdf">
              <Download aria-hidden="true" />
              {t('contractSigning.download')}
            </a>
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
