import { useQuery } from '@rocicorp/zero/react';
import { Workflow, ListPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { workflowName } from '@core/domain/workflow-edit';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { useAccount } from '../../hooks/use-account';
import { NewNamedForm } from '../../components/new-named-form';
import { TemplateListCard } from '../../components/template-list-card';

/** A workflow's builder (features/workflows/), which no feature may import. */
const builderPath = (id: string) => `/app/settings/workflows/${encodeURIComponent(id)}`;

/** The studio's workflows, each opening its builder, and a new one. */
export function WorkflowsCard() {
  const { t } = useTranslation('workflows');
  const { account } = useAccount();
  const [workflows] = useQuery(queries.workflows.list({ accountId: account.id }));
  return (
    <TemplateListCard
      testId="workflow-list"
      namespace="workflows"
      icons={{ item: Workflow, new: ListPlus }}
      items={workflows.map((workflow) => ({
        id: workflow.id,
        name: workflow.name,
        to: builderPath(workflow.id),
        meta: t('templates.stepCount', { count: workflow.steps.length }),
      }))}
      newDialogTestId="new-workflow-dialog"
      newForm={
        <NewNamedForm
          labels={{ name: t('builder.name'), submit: t('templates.create') }}
          schema={workflowName}
          create={(id, name) => mutators.workflow.create({ id, accountId: account.id, name })}
          openPath={builderPath}
        />
      }
    />
  );
}
