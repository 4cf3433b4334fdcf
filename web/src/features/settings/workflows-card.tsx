import { useQuery } from '@rocicorp/zero/react';
import { Workflow, ListPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newId } from '@core/domain/ids';
import { workflowName } from '@core/domain/workflow-edit';
import { mutators } from '@core/zero/mutators';
import { queries } from '@core/zero/queries';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useAccount } from '../../hooks/use-account';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import { TemplateListCard } from './template-list-card';

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
      newForm={<NewWorkflowForm />}
    />
  );
}

function NewWorkflowForm() {
  const { t } = useTranslation('workflows');
  const { account } = useAccount();
  const navigate = useNavigate();
  const mutate = useZeroMutation();
  const message = useValidationMessage();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = workflowName.safeParse(name);
    if (!parsed.success) return setNameError(message(parsed.error.issues[0]?.message));
    setNameError(undefined);
    setPending(true);
    setError(undefined);
    const id = newId();
    const outcome = await mutate(mutators.workflow.create({ id, accountId: account.id, name: parsed.data }), {
      awaitServer: true,
    });
    setPending(false);
    if (!outcome.ok) setError(outcome.message);
    else void navigate(builderPath(id));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4">
      <Field label={t('builder.name')} error={nameError}>
        {(field) => (
          <Input {...field} value={name} autoComplete="off" onChange={(event) => setName(event.target.value)} />
        )}
      </Field>
      <DialogFormFooter error={error} pending={pending} submitLabel={t('templates.create')} />
    </form>
  );
}
