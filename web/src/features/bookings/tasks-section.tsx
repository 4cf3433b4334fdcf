import { useQuery } from '@rocicorp/zero/react';
import { ListTodo, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { openTaskOrder } from '@core/domain/task-order';
import { queries } from '@core/zero/queries';
import { Button } from '../../components/ui/button';
import { useAccount } from '../../hooks/use-account';
import { useAuth } from '../../hooks/use-auth';
import type { TaskActions } from './task-dialogs';
import { TaskList } from './task-list';

/**
 * A session's to-do list: open tasks first (the reader's, then by date), then those done. Its
 * dialogs are the session dialog's siblings (`useTaskDialogs`), which `actions` opens.
 */
export function SessionTasks({ sessionId, actions }: { sessionId: string; actions: TaskActions }) {
  const { t } = useTranslation('tasks');
  const { account } = useAccount();
  const { user } = useAuth();
  const headingId = useId();
  const [tasks] = useQuery(queries.tasks.forSession({ accountId: account.id, sessionId }));
  const open = openTaskOrder(
    tasks.filter((task) => task.doneAt == null),
    user?.id ?? '',
  );
  const done = tasks.filter((task) => task.doneAt != null).sort((a, b) => (b.doneAt ?? 0) - (a.doneAt ?? 0));
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="tasks-section">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
          <ListTodo className="size-4" aria-hidden="true" />
          {t('section.title')}
        </h3>
        <Button size="sm" variant="outline" onClick={actions.add}>
          <Plus aria-hidden="true" />
          {t('actions.add')}
        </Button>
      </div>
      {tasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('section.empty')}</p>
      ) : (
        <TaskList tasks={[...open, ...done]} actions={actions} testId="session-task-list" />
      )}
    </section>
  );
}
