import { useTranslation } from 'react-i18next';
import type { ClientContract, ClientSignature } from '@core/domain/client-contract';
import { ContractSigning } from '../../components/public/contract-signing';
import { contractPdfHref, signContract } from './contract-api';

type ContractPageProps = {
  slug: string;
  token: string;
  contract: ClientContract;
  signatures: ClientSignature[];
};

/**
 * /p/{slug}/contract/{token}: the contract a client was sent, to read and sign; once signed, who
 * signed it and, when both have, its sealed PDF. Drawn by the server (web/src/drawn/client-contract.tsx),
 * then taken over by React.
 */
export function ContractPage({ slug, token, contract, signatures }: ContractPageProps) {
  const { t } = useTranslation('public');
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-5 sm:py-14" data-testid="client-contract">
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">{t('contractSigning.pageTitle')}</p>
        <h1 className="site-heading">{contract.title}</h1>
      </header>
      <ContractSigning
        contract={contract}
        signatures={signatures}
        onSign={(body) => signContract(slug, token, body)}
        pdfHref={contractPdfHref(token)}
      />
    </div>
  );
}
