import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mutators } from '@core/zero/client-mutators';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { lazyDialog } from '../../components/lazy-dialog';
import { useToastedMutation } from '../../hooks/use-toasted-mutation';
import type { Task } from './task-form-dialog';

// The form's check messages load with it: Home, which lists tasks, reads them nowhere else.
const TaskFormDialog = lazyDialog(async () => (await import('./task-form-dialog')).TaskFormDialog, {
  namespaces: ['validation'],
});

/** What a task list asks of the screen it is on: adding, editing or deleting a task. */
export type TaskActions = { add: () => void; edit: (task: Task) => void; remove: (task: Task) => void };

/**
 * The dialogs that add (to `sessionId`, or the studio), edit and delete tasks, and the actions
 * that open them. A screen inside a dialog (the session's) renders `dialogs` beside that dialog,
 * never inside it, where the outer dialog's pointer blocking would cover them.
 */
export function useTaskDialogs(sessionId?: string): { actions: TaskActions; dialogs: ReactNode } {
  const { t } = useTranslation(['tasks', 'common']);
  const save = useToastedMutation();
  const [editing, setEditing] = useState<{ task?: Task }>();
  const [deleting, setDeleting] = useState<Task>();
  const actions: TaskActions = {
    add: () => setEditing({}),
    edit: (task) => setEditing({ task }),
    remove: setDeleting,
  };
  const dialogs = (
    <>
      <TaskFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        task={editing?.task}
        sessionId={sessionId}
      />
      <ConfirmDialog
        subject={deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={(task) => t('delete.title', { title: task.title })}
        description={t('delete.description')}
        confirmLabel={t('common:actions.delete')}
        testId="delete-task-dialog"
        onConfirm={(task) => save(mutators.task.delete({ id: task.id }), t('toast.deleted'), { awaitServer: true })}
      />
    </>
  );
  return { actions, dialogs };
}
