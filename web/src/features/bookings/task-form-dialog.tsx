import type { Row } from '@rocicorp/zero';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mutators } from '@core/zero/client-mutators';
import type { schema } from '@core/zero/schema';
import { DateField } from '../../components/date-field';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormSelect } from '../../components/form-select';
import { FormStringField } from '../../components/form-string-field';
import { Options } from '../../components/options';
import { TimeField } from '../../components/time-field';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { useAuth } from '../../hooks/use-auth';
import { useRowForm } from '../../hooks/use-row-form';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { rowFormDialog } from './row-form-dialog';
import { useAssigneeOptions } from '../../hooks/use-member-names';
import { taskFormSchema, taskFormValues } from './task-form';

export type Task = Row<typeof schema.tables.tasks>;

type TaskFormProps = {
  /** The task to edit; none to add one. */
  task?: Task | undefined;
  /** The session a new task is for; the studio's own when none. */
  sessionId?: string | undefined;
  onDone: (taskId: string) => void;
};

function TaskForm({ task, sessionId, onDone }: TaskFormProps) {
  const { t } = useTranslation(['tasks', 'common']);
  const message = useValidationMessage();
  const { timeZone } = useStudioFormat();
  const { user } = useAuth();
  const assignees = useAssigneeOptions();
  const { form, formError, onSubmit } = useRowForm({
    name: 'task',
    ns: 'tasks',
    row: task,
    schema: taskFormSchema({ timeZone, sessionId: (task ? task.sessionId : sessionId) ?? null }),
    defaultValues: taskFormValues(task, { timeZone, userId: user?.id ?? '' }),
    mutators: mutators.task,
    onSaved: (_values, id) => onDone(id),
  });
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const date = useWatch({ control, name: 'date' });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" data-testid="task-form">
      <Field label={t('fields.title')} error={message(errors.title?.message)}>
        {(props) => <Input {...props} {...register('title')} autoComplete="off" autoFocus />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.date')} error={message(errors.date?.message)} description={t('form.dateHint')}>
          {(props) => <FormStringField as={DateField} {...props} control={control} name="date" />}
        </Field>
        <Field label={t('fields.time')} description={t('form.timeZone', { zone: timeZone })}>
          {(props) => <FormStringField as={TimeField} {...props} control={control} name="time" />}
        </Field>
        {date !== '' && (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto w-fit px-0"
            onClick={() => setValue('date', '', { shouldDirty: true })}
          >
            {t('form.clearDate')}
          </Button>
        )}
      </div>
      <Field label={t('fields.assignee')} error={message(errors.assigneeId?.message)}>
        {(props) => (
          <FormSelect {...props} control={control} name="assigneeId">
            <Options none={t('assignee.anyone')} options={assignees} />
          </FormSelect>
        )}
      </Field>
      <Field label={t('fields.notes')} error={message(errors.notes?.message)}>
        {(props) => <Textarea {...props} {...register('notes')} rows={3} />}
      </Field>
      <DialogFormFooter error={formError} pending={isSubmitting} submitLabel={t('common:actions.save')} />
    </form>
  );
}

/** Adds a task (to a session, or the studio's) or edits one. */
export const TaskFormDialog = rowFormDialog(TaskForm, {
  ns: 'tasks',
  testId: 'task-dialog',
  editing: ({ task }) => task !== undefined,
});
