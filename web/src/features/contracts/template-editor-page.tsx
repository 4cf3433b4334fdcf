import { useQuery } from '@rocicorp/zero/react';
import type { Row } from '@rocicorp/zero';
import { FileX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { templateFields } from '@core/domain/contract';
import { entityId } from '@core/domain/ids';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import type { schema } from '@core/zero/schema';
import { BackLink } from '../../components/back-link';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LanguageSelect } from '../../components/language-select';
import { EditorPageGate } from '../../components/editor-page-gate';
import { PageHeader } from '../../components/page-header';
import { SaveState } from '../../components/save-state';
import { SavedTextField, useFieldDraft } from '../../components/saved-field';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useAccount } from '../../hooks/use-account';
import { DocumentSavesContext, useDocumentSavesState } from '../../hooks/use-document-saves';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import { ClientFieldsEditor, ContractPreview, ContractTextField } from './contract-editor-parts';
import { CONTRACT_SETTINGS_PATH } from './contract-paths';
import { useStudioValues } from './use-studio-values';

type Template = Row<typeof schema.tables.contractTemplates>;

/** /app/settings/contracts/:templateId: one contract template, each field saved as it is left. */
export function TemplateEditorPage() {
  const { templateId = '' } = useParams();
  const { account } = useAccount();
  const { t } = useTranslation('contracts');
  const validId = entityId.safeParse(templateId).success;
  const [template, result] = useQuery(
    validId && queries.contracts.templateById({ accountId: account.id, id: templateId }),
  );
  return (
    <EditorPageGate
      validId={validId}
      row={template}
      result={result}
      loadingLabel={t('loading')}
      missing={{
        icon: FileX,
        testId: 'template-unavailable',
        texts: { title: t('template.missing'), description: t('template.missingDescription') },
        back: { label: t('template.back'), to: CONTRACT_SETTINGS_PATH },
      }}
    >
      {(found) => <TemplateEditor key={found.id} template={found} />}
    </EditorPageGate>
  );
}

function TemplateEditor({ template }: { template: Template }) {
  const { t } = useTranslation('contracts');
  const saves = useDocumentSavesState();
  const { save } = saves;
  const message = useValidationMessage();
  const offline = useWriteBlock('sync');
  const studioValues = useStudioValues(template.language);
  const update = (changes: Omit<Parameters<typeof mutators.contractTemplate.update>[0], 'id'>) =>
    save(mutators.contractTemplate.update({ id: template.id, ...changes }));
  const body = useFieldDraft(template.body, (text) => update({ body: text }));

  return (
    <DocumentSavesContext value={saves}>
      <div className="grid gap-8" data-testid="template-editor">
        <div className="grid gap-3">
          <BackLink to={CONTRACT_SETTINGS_PATH} label={t('template.back')} className="text-muted-foreground" />
          <PageHeader
            title={template.name}
            description={
              <span className="flex flex-wrap items-center gap-2">
                <span>{t('template.description')}</span>
                <SaveState />
              </span>
            }
            actions={<DeleteTemplateButton template={template} />}
          />
        </div>
        <WritesOffNotice reason={offline} />
        <div className="grid gap-4 md:grid-cols-2">
          <SavedTextField
            label={t('template.name')}
            synced={template.name}
            commit={async (text) => {
              const parsed = templateFields.shape.name.safeParse(text);
              return parsed.success ? update({ name: parsed.data }) : message(parsed.error.issues[0]?.message);
            }}
          />
          <Field label={t('template.language')} description={t('template.languageHint')}>
            {(field) => (
              <LanguageSelect {...field} value={template.language} onChange={(language) => void update({ language })} />
            )}
          </Field>
        </div>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <ContractTextField draft={body} />
          <ContractPreview text={body.value} values={studioValues} />
        </div>
        <ClientFieldsEditor fields={template.clientFields} save={(clientFields) => update({ clientFields })} />
      </div>
    </DocumentSavesContext>
  );
}

/** Deletes the template after asking; contracts made from it keep their text. */
function DeleteTemplateButton({ template }: { template: Template }) {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const mutate = useZeroMutation();
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    const outcome = await mutate(mutators.contractTemplate.delete({ id: template.id }), { awaitServer: true });
    if (!outcome.ok) return outcome.message;
    toast.success(t('template.deleted'));
    void navigate(CONTRACT_SETTINGS_PATH);
    return undefined;
  };
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" />
        {t('template.delete')}
      </Button>
      <ConfirmDialog
        subject={confirming ? template : undefined}
        onOpenChange={setConfirming}
        title={(subject) => t('template.deleteTitle', { name: subject.name })}
        description={t('template.deleteDescription')}
        confirmLabel={t('template.delete')}
        onConfirm={remove}
        testId="delete-template-dialog"
      />
    </>
  );
}
