import { useQuery } from '@rocicorp/zero/react';
import type { Row } from '@rocicorp/zero';
import { FileX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { updateContractArgs } from '@core/domain/contract';
import { entityId } from '@core/domain/ids';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import type { schema } from '@core/zero/schema';
import { BackLink } from '../../components/back-link';
import { ContractStatusBadge } from '../../components/contract-status-badge';
import { EmptyState } from '../../components/empty-state';
import { LanguageSelect } from '../../components/language-select';
import { PageHeader } from '../../components/page-header';
import { SaveState } from '../../components/save-state';
import { SavedTextField, useFieldDraft } from '../../components/saved-field';
import { Field } from '../../components/ui/field';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useAccount } from '../../hooks/use-account';
import { DocumentSavesContext, useDocumentSaves, useDocumentSavesState } from '../../hooks/use-document-saves';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { ContractActions } from './contract-actions';
import { ClientFieldsEditor, ContractPreview, ContractTextField } from './contract-editor-parts';
import { ContractLoading } from './contract-loading';
import { contractPath, customerPath } from './contract-paths';
import { SentContract } from './sent-contract';
import { useAnswerValues } from './use-answer-values';
import { useStudioValues } from './use-studio-values';

type Tables = typeof schema.tables;
export type Contract = Row<Tables['contracts']> & {
  readonly customer?: Row<Tables['customers']> | undefined;
  readonly session?: Row<Tables['sessions']> | undefined;
  readonly signatures: readonly Row<Tables['contractSignatures']>[];
};

/** /app/contracts/:contractId: a draft's editor, or a sent contract, its signatures and its link. */
export function ContractPage() {
  const { contractId = '' } = useParams();
  const { account } = useAccount();
  const { t } = useTranslation('contracts');
  // A mistyped address is no contract; the query would refuse the id.
  const validId = entityId.safeParse(contractId).success;
  const [contract, result] = useQuery(validId && queries.contracts.byId({ accountId: account.id, id: contractId }));
  const loading = useQueryPatience(contract, result);
  if (validId && loading) return <ContractLoading />;
  if (!validId || !contract)
    return (
      <EmptyState
        icon={FileX}
        headingLevel="h1"
        testId="contract-unavailable"
        texts={{ title: t('contract.missing'), description: t('contract.missingDescription') }}
        action={{ label: t('contract.toClients'), to: '/app/clients/customers' }}
      />
    );
  return <ContractScreen key={contract.id} contract={contract} />;
}

function ContractScreen({ contract }: { contract: Contract }) {
  const { t } = useTranslation('contracts');
  const saves = useDocumentSavesState();
  // The client's link is answered once, by sending: shown until the screen is left.
  const [sentPath, setSentPath] = useState<string>();
  const customer = contract.customer?.name ?? '';
  const draft = contract.status === 'draft';
  return (
    <DocumentSavesContext value={saves}>
      <div className="grid gap-8" data-testid="contract-screen">
        <div className="grid gap-3">
          <BackLink
            to={customerPath(contract.customerId)}
            label={t('contract.back', { customer })}
            className="text-muted-foreground"
          />
          <PageHeader
            title={contract.title || t('contract.untitled')}
            description={
              <span className="flex flex-wrap items-center gap-2">
                <ContractStatusBadge status={contract.status} />
                <span>{t('contract.version', { version: contract.version })}</span>
                <span>{t(`statusNote.${contract.status}`)}</span>
                {contract.previousId && (
                  <Link to={contractPath(contract.previousId)} className="underline underline-offset-4">
                    {t('contract.replaces', { version: contract.version - 1 })}
                  </Link>
                )}
                {draft && <SaveState />}
              </span>
            }
            actions={<ContractActions contract={contract} onSent={setSentPath} />}
          />
        </div>
        {draft ? <DraftEditor contract={contract} /> : <SentContract contract={contract} sentPath={sentPath} />}
      </div>
    </DocumentSavesContext>
  );
}

function DraftEditor({ contract }: { contract: Contract }) {
  const { t } = useTranslation('contracts');
  const { save } = useDocumentSaves();
  const message = useValidationMessage();
  const offline = useWriteBlock('sync');
  const update = (changes: Omit<Parameters<typeof mutators.contract.update>[0], 'id'>) =>
    save(mutators.contract.update({ id: contract.id, ...changes }));
  const body = useFieldDraft(contract.body, (text) => update({ body: text }));
  const studioValues = useStudioValues(contract.language, { customer: contract.customer, session: contract.session });
  const answerValues = useAnswerValues(contract.sessionId);
  const values = useMemo(() => ({ ...studioValues, ...answerValues }), [studioValues, answerValues]);
  return (
    <div className="grid gap-8" data-testid="contract-editor">
      <WritesOffNotice reason={offline} />
      <div className="grid gap-4 md:grid-cols-2">
        <SavedTextField
          label={t('contract.title')}
          synced={contract.title}
          commit={async (text) => {
            const parsed = updateContractArgs.shape.title.safeParse(text);
            return parsed.success ? update({ title: parsed.data }) : message(parsed.error.issues[0]?.message);
          }}
        />
        <Field label={t('contract.language')} description={t('contract.languageHint')}>
          {(field) => (
            <LanguageSelect {...field} value={contract.language} onChange={(language) => void update({ language })} />
          )}
        </Field>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ContractTextField draft={body} />
        <ContractPreview text={body.value} values={values} title={contract.title} />
      </div>
      <ClientFieldsEditor fields={contract.clientFields} save={(clientFields) => update({ clientFields })} />
    </div>
  );
}
