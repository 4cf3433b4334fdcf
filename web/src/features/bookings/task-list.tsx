import { Workflow } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mutators } from '@core/zero/client-mutators';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { Badge } from '../../components/ui/badge';
import { useNow } from '../../hooks/use-now';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useWriteBlock } from '../../hooks/use-write-block';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import { cn } from '../../lib/utils';
import { useMemberName } from '../../hooks/use-member-names';
import type { TaskActions } from './task-dialogs';
import type { Task } from './task-form-dialog';
import { sessionPath } from './use-session-param';

/** A task as the lists show it: with whom it is for and, on Home, its session and client. */
export type ListedTask = Task & {
  readonly assignee?: { readonly userId: string; readonly email: string } | undefined;
  readonly session?:
    | { readonly id: string; readonly date: number; readonly customer?: { readonly name: string } | undefined }
    | undefined;
};

type TaskListProps = {
  tasks: readonly ListedTask[];
  actions: TaskActions;
  /** Links each task to its session (Home); a session's own list leaves it out. */
  showSession?: boolean;
  testId: string;
};

/** Tasks to tick done (or open again), edit and delete; done ones are struck through. */
export function TaskList({ tasks, actions, showSession = false, testId }: TaskListProps) {
  return (
    <ul className="divide-y rounded-lg border" data-testid={testId}>
      {tasks.map((task) => (
        <TaskRow
          key={task.id}
          task={task}
          showSession={showSession}
          onEdit={() => actions.edit(task)}
          onDelete={() => actions.remove(task)}
        />
      ))}
    </ul>
  );
}

type TaskRowProps = { task: ListedTask; showSession: boolean; onEdit: () => void; onDelete: () => void };

function TaskRow({ task, showSession, onEdit, onDelete }: TaskRowProps) {
  const { t } = useTranslation('tasks');
  const format = useStudioFormat();
  const now = useNow();
  const mutate = useZeroMutation();
  const writesOff = useWriteBlock('sync');
  const memberName = useMemberName();
  const done = task.doneAt != null;
  const overdue = !done && task.dueAt != null && task.dueAt < now;
  return (
    <li className="flex items-start gap-3 px-3 py-2 text-sm" data-testid="task-row">
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary"
        checked={done}
        disabled={writesOff !== undefined}
        aria-label={t(done ? 'list.reopen' : 'list.tick', { title: task.title })}
        onChange={(event) => void mutate(mutators.task.setDone({ id: task.id, done: event.target.checked }))}
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('font-medium break-words', done && 'text-muted-foreground line-through')}>
          {task.title}
          {task.sessionStepId && (
            <Badge variant="secondary" className="ml-2 align-middle" data-testid="task-from-workflow">
              <Workflow aria-hidden="true" />
              {t('list.fromWorkflow')}
            </Badge>
          )}
        </span>
        <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          {task.dueAt != null && (
            <span className={cn(overdue && 'font-medium text-destructive')}>
              {t(overdue ? 'list.overdue' : 'list.due', { when: format.date(task.dueAt, 'weekdayTime') })}
            </span>
          )}
          <span data-testid="task-assignee">{memberName(task.assignee)}</span>
          {showSession && task.session && (
            <Link to={sessionPath(task.session.id)} className="underline-offset-2 hover:underline">
              {t('list.session', {
                client: task.session.customer?.name ?? '—',
                date: format.date(task.session.date, 'date'),
              })}
            </Link>
          )}
        </span>
        {task.notes && <p className="whitespace-pre-line text-xs text-muted-foreground">{task.notes}</p>}
      </div>
      <span className="flex shrink-0 gap-1">
        <EditDeleteButtons
          editLabel={t('list.edit', { title: task.title })}
          deleteLabel={t('list.delete', { title: task.title })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </span>
    </li>
  );
}
