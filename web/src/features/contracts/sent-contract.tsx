import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { contractBlocks } from '@core/domain/contract-text';
import { ClientLink } from '../../components/client-link';
import { ContractBlocks } from '../../components/contract-blocks';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { languageNames } from '../../lib/languages';
import { renewContractLink, revokeContractLink } from './contract-api';
import type { Contract } from './contract-page';

type Signature = Contract['signatures'][number];

/** A contract that left draft: the text as sent, who signed and how, and the client's link. */
export function SentContract({ contract, sentPath }: { contract: Contract; sentPath: string | undefined }) {
  const { t } = useTranslation('contracts');
  const format = useStudioFormat();
  const api = useApi();
  const { account } = useAccount();
  const blocks = useMemo(() => contractBlocks(contract.body), [contract.body]);
  const client = contract.signatures.find((signature) => signature.party === 'client');
  const email = contract.customer?.email ?? '';
  const facts: [string, string][] = [
    [t('sent.customer'), contract.customer?.name ?? ''],
    [t('contract.language'), languageNames[contract.language]],
    ...(contract.sentAt == null
      ? []
      : [[t('sent.sentAt'), format.date(contract.sentAt, 'dateTime')] as [string, string]]),
    ...(contract.completedAt == null
      ? []
      : [[t('sent.completedAt'), format.date(contract.completedAt, 'dateTime')] as [string, string]]),
    [t('sent.documentHash'), contract.documentSha256 ?? ''],
  ];

  return (
    <div className="grid gap-8" data-testid="sent-contract">
      {contract.sentAt != null && email && <p className="text-sm">{t('sent.sentTo', { email })}</p>}
      <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="grid min-w-0 gap-0.5">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-all">{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {contract.status !== 'void' && (
        <ClientLink
          readyText={t('link.ready')}
          renew={() => renewContractLink(api, account.id, contract.id)}
          revoke={() => revokeContractLink(api, account.id, contract.id)}
          initialPath={sentPath}
        />
      )}
      <section aria-labelledby="signatures" className="grid gap-3" data-testid="contract-signatures">
        <h2 id="signatures" className="text-lg font-semibold">
          {t('signatures.heading')}
        </h2>
        {contract.signatures.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('signatures.none')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {contract.signatures.map((signature) => (
              <SignatureCard key={signature.id} signature={signature} />
            ))}
          </ul>
        )}
      </section>
      {contract.clientFields.length > 0 && (
        <section aria-labelledby="client-answers" className="grid gap-3">
          <h2 id="client-answers" className="text-lg font-semibold">
            {t('clientFields.answers')}
          </h2>
          <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2" data-testid="client-answers">
            {contract.clientFields.map((field) => (
              <div key={field.key} className="grid min-w-0 gap-0.5">
                <dt className="text-muted-foreground">{field.label}</dt>
                <dd className="break-words whitespace-pre-line">{client?.fieldValues[field.key] || '—'}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>{t('sent.text')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ContractBlocks blocks={blocks} />
        </CardContent>
      </Card>
    </div>
  );
}

function SignatureCard({ signature }: { signature: Signature }) {
  const { t } = useTranslation('contracts');
  const format = useStudioFormat();
  const facts: [string, string][] = [
    [t('signatures.signedAt'), format.date(signature.signedAt, 'dateTime')],
    [t('signatures.ip'), signature.ip],
    [t('signatures.userAgent'), signature.userAgent],
  ];
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 text-sm" data-testid="contract-signature">
      <div className="grid gap-0.5">
        <span className="text-xs font-medium text-muted-foreground uppercase">
          {t(`signatures.${signature.party}`)}
        </span>
        <span className="font-semibold">{signature.name}</span>
      </div>
      <div className="flex h-20 items-center rounded-md border bg-white px-3 text-neutral-900">
        {signature.signatureKind === 'drawn' ? (
          <img src={signature.signature} alt={t('signatures.drawnAlt', { name: signature.name })} className="h-full" />
        ) : (
          <span className="font-serif text-2xl italic">{signature.signature}</span>
        )}
      </div>
      <dl className="grid gap-2">
        {facts.map(([label, value]) => (
          <div key={label} className="grid min-w-0 gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="break-words">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
