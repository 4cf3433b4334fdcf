import { useQuery } from '@rocicorp/zero/react';
import type { Row } from '@rocicorp/zero';
import { FilePlus2, FileSignature } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { newId } from '@core/domain/ids';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import type { schema } from '@core/zero/schema';
import { ContractStatusBadge } from '../../components/contract-status-badge';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog } from '../../components/form-dialog';
import { namedOptions, Options } from '../../components/options';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useAccount } from '../../hooks/use-account';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useWriteBlock } from '../../hooks/use-write-block';
import { useZeroMutation } from '../../hooks/use-zero-mutation';

type ContractRow = Row<typeof schema.tables.contracts>;

/** Where a contract opens, and Settings → Contracts (the contracts feature's routes). */
const contractPath = (id: string) => `/app/contracts/${encodeURIComponent(id)}`;
const CONTRACT_SETTINGS_PATH = '/app/settings/contracts';

/** A session's contracts, every version, and a new one for it. */
export function SessionContracts({ session }: { session: { id: string; customerId: string } }) {
  const { account } = useAccount();
  const [contracts] = useQuery(queries.contracts.bySession({ accountId: account.id, sessionId: session.id }));
  return <ContractsSection contracts={contracts} customerId={session.customerId} sessionId={session.id} />;
}

/** A customer's contracts, latest first, and a new one for them. */
export function CustomerContracts({ customerId }: { customerId: string }) {
  const { account } = useAccount();
  const [contracts] = useQuery(queries.contracts.byCustomer({ accountId: account.id, customerId }));
  return <ContractsSection contracts={contracts} customerId={customerId} headingClassName="text-lg font-semibold" />;
}

type ContractsSectionProps = {
  contracts: readonly ContractRow[];
  customerId: string;
  sessionId?: string;
  headingClassName?: string;
};

function ContractsSection({
  contracts,
  customerId,
  sessionId,
  headingClassName = 'text-sm font-semibold',
}: ContractsSectionProps) {
  const { t } = useTranslation('contracts');
  const headingId = useId();
  const writesOff = useWriteBlock('sync');
  const [choosing, setChoosing] = useState(false);
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="contracts-section">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className={headingClassName}>
          {t('section.title')}
        </h3>
        <Button size="sm" variant="outline" disabled={writesOff !== undefined} onClick={() => setChoosing(true)}>
          <FilePlus2 aria-hidden="true" />
          {t('section.new')}
        </Button>
      </div>
      <WritesOffNotice reason={writesOff} />
      {contracts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('section.empty')}</p>
      ) : (
        <ul className="divide-y rounded-lg border" data-testid="contract-list">
          {contracts.map((contract) => (
            <ContractItem key={contract.id} contract={contract} />
          ))}
        </ul>
      )}
      <FormDialog
        open={choosing}
        onOpenChange={setChoosing}
        title={t('section.newTitle')}
        description={t('section.newDescription')}
        testId="new-contract-dialog"
      >
        <NewContractForm customerId={customerId} sessionId={sessionId} />
      </FormDialog>
    </section>
  );
}

function ContractItem({ contract }: { contract: ContractRow }) {
  const { t } = useTranslation('contracts');
  const format = useStudioFormat();
  const when = contract.completedAt ?? contract.sentAt;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm" data-testid="contract-item">
      <FileSignature className="size-4 text-muted-foreground" aria-hidden="true" />
      <Link to={contractPath(contract.id)} className="font-medium hover:underline">
        {contract.title || t('contract.untitled')}
      </Link>
      <span className="text-muted-foreground">{t('contract.version', { version: contract.version })}</span>
      <ContractStatusBadge status={contract.status} />
      {when != null && <span className="ml-auto text-muted-foreground">{format.date(when, 'date')}</span>}
    </li>
  );
}

/** Picks the template the draft copies (or none), creates it and opens it. */
function NewContractForm({ customerId, sessionId }: { customerId: string; sessionId: string | undefined }) {
  const { t } = useTranslation('contracts');
  const { account } = useAccount();
  const navigate = useNavigate();
  const mutate = useZeroMutation();
  const [templates] = useQuery(queries.contracts.templates({ accountId: account.id }));
  const [chosen, setChosen] = useState<string>();
  const templateId = chosen ?? templates[0]?.id ?? '';
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    const id = newId();
    const outcome = await mutate(
      mutators.contract.create({
        id,
        accountId: account.id,
        customerId,
        ...(sessionId ? { sessionId } : {}),
        ...(templateId ? { templateId } : {}),
      }),
      { awaitServer: true },
    );
    setPending(false);
    if (!outcome.ok) setError(outcome.message);
    else void navigate(contractPath(id));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4">
      <Field label={t('section.template')}>
        {(field) => (
          <NativeSelect {...field} value={templateId} onChange={(event) => setChosen(event.target.value)}>
            <Options options={namedOptions(templates)} none={t('section.blank')} />
          </NativeSelect>
        )}
      </Field>
      {templates.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {t('section.noTemplates')}{' '}
          <Link to={CONTRACT_SETTINGS_PATH} className="font-medium underline underline-offset-4">
            {t('section.openSettings')}
          </Link>
        </p>
      )}
      <DialogFormFooter error={error} pending={pending} submitLabel={t('section.create')} />
    </form>
  );
}
