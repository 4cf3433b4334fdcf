import { useQuery } from '@rocicorp/zero/react';
import type { Row } from '@rocicorp/zero';
import { Copy, Workflow as WorkflowIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { entityId, newId } from '@core/domain/ids';
import { workflowName } from '@core/domain/workflow-edit';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import type { schema } from '@core/zero/schema';
import { BackLink } from '../../components/back-link';
import { DeleteAndLeaveButton } from '../../components/delete-and-leave-button';
import { EditorPageGate } from '../../components/editor-page-gate';
import { PageHeader } from '../../components/page-header';
import { SaveState } from '../../components/save-state';
import { SavedTextField } from '../../components/saved-field';
import { Button } from '../../components/ui/button';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useAccount } from '../../hooks/use-account';
import { DocumentSavesContext, useDocumentSavesState } from '../../hooks/use-document-saves';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import { StepsEditor } from './steps-editor';
import { WORKFLOW_SETTINGS_PATH, workflowBuilderPath } from './workflow-paths';

type Workflow = Row<typeof schema.tables.workflows>;

/** /app/settings/workflows/:workflowId: one workflow and its steps, each change saved as it is made. */
export function WorkflowBuilderPage() {
  const { workflowId = '' } = useParams();
  const { account } = useAccount();
  const { t } = useTranslation('workflows');
  const validId = entityId.safeParse(workflowId).success;
  const [workflow, result] = useQuery(validId && queries.workflows.byId({ accountId: account.id, id: workflowId }));
  return (
    <EditorPageGate
      validId={validId}
      row={workflow}
      result={result}
      loadingLabel={t('builder.loading')}
      missing={{
        icon: WorkflowIcon,
        testId: 'workflow-unavailable',
        texts: { title: t('builder.missing'), description: t('builder.missingDescription') },
        back: { label: t('builder.back'), to: WORKFLOW_SETTINGS_PATH },
      }}
    >
      {(found) => <Builder key={found.id} workflow={found} steps={found.steps} />}
    </EditorPageGate>
  );
}

function Builder({ workflow, steps }: { workflow: Workflow; steps: Parameters<typeof StepsEditor>[0]['steps'] }) {
  const { t } = useTranslation('workflows');
  const saves = useDocumentSavesState();
  const message = useValidationMessage();
  const offline = useWriteBlock('sync');
  const rename = async (text: string) => {
    const parsed = workflowName.safeParse(text);
    if (!parsed.success) return message(parsed.error.issues[0]?.message);
    return saves.save(mutators.workflow.rename({ id: workflow.id, name: parsed.data }));
  };

  return (
    <DocumentSavesContext value={saves}>
      <div className="grid gap-8" data-testid="workflow-builder">
        <div className="grid gap-3">
          <BackLink to={WORKFLOW_SETTINGS_PATH} label={t('builder.back')} className="text-muted-foreground" />
          <PageHeader
            title={workflow.name}
            description={
              <span className="flex flex-wrap items-center gap-2">
                <span>{t('builder.description')}</span>
                <SaveState />
              </span>
            }
            actions={
              <div className="flex flex-wrap gap-2">
                <DuplicateButton workflow={workflow} />
                <DeleteAndLeaveButton
                  request={() => mutators.workflow.delete({ id: workflow.id })}
                  leaveTo={WORKFLOW_SETTINGS_PATH}
                  texts={{
                    label: t('builder.delete'),
                    title: t('builder.deleteTitle', { name: workflow.name }),
                    description: t('builder.deleteDescription'),
                    deleted: t('builder.deleted'),
                  }}
                  testId="delete-workflow-dialog"
                />
              </div>
            }
          />
        </div>
        <WritesOffNotice reason={offline} />
        <SavedTextField label={t('builder.name')} synced={workflow.name} commit={rename} className="max-w-md" />
        <StepsEditor workflowId={workflow.id} steps={steps} />
      </div>
    </DocumentSavesContext>
  );
}

/** Copies the workflow with its steps, and opens the copy. */
function DuplicateButton({ workflow }: { workflow: Workflow }) {
  const { t } = useTranslation('workflows');
  const navigate = useNavigate();
  const mutate = useZeroMutation();
  const blocked = useWriteBlock('sync') !== undefined;
  const [pending, setPending] = useState(false);
  const duplicate = async () => {
    setPending(true);
    const copyId = newId();
    // The copy's name within the length a name may have, however long the original's.
    const name = workflowName.parse(t('builder.copyName', { name: workflow.name }).slice(0, 200));
    const outcome = await mutate(mutators.workflow.duplicate({ id: workflow.id, copyId, name }), {
      awaitServer: true,
    });
    setPending(false);
    if (!outcome.ok) return void toast.error(outcome.message);
    toast.success(t('builder.duplicated'));
    void navigate(workflowBuilderPath(copyId));
  };
  return (
    <Button variant="outline" disabled={blocked || pending} onClick={() => void duplicate()}>
      <Copy aria-hidden="true" />
      {t('builder.duplicate')}
    </Button>
  );
}
