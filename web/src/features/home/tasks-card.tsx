import { useQuery } from '@rocicorp/zero/react';
import { ListTodo, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openTaskOrder } from '@core/domain/task-order';
import { queries } from '@core/zero/queries';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useAccount } from '../../hooks/use-account';
import { useAuth } from '../../hooks/use-auth';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useTaskDialogs } from '../bookings/task-dialogs';
import { TaskList } from '../bookings/task-list';

/** The open tasks a studio keeps in sync: far more than a team has open at once. */
const OPEN_WINDOW = 200;
/** What the card shows before "Show all". */
const SHOWN = 6;
const RECENTLY_DONE = 5;

/** The team's open tasks, the reader's first, soonest due first; a studio task is added here. */
export function TasksCard() {
  const { t } = useTranslation('tasks');
  const { account } = useAccount();
  const { user } = useAuth();
  const { actions, dialogs } = useTaskDialogs();
  const [showAll, setShowAll] = useState(false);
  const [showDone, setShowDone] = useState(false);
  const [open, openResult] = useQuery(queries.tasks.open({ accountId: account.id, limit: OPEN_WINDOW }));
  const [done = []] = useQuery(showDone && queries.tasks.recentlyDone({ accountId: account.id, limit: RECENTLY_DONE }));
  const loading = useQueryPatience(open, openResult);
  const ordered = openTaskOrder(open, user?.id ?? '');
  const shown = showAll ? ordered : ordered.slice(0, SHOWN);

  return (
    <Card data-testid="home-tasks">
      <CardHeader className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <ListTodo className="size-4" aria-hidden="true" />
            {t('card.title')}
          </CardTitle>
          <CardDescription>{t('card.description')}</CardDescription>
        </div>
        <Button size="sm" variant="outline" onClick={actions.add}>
          <Plus aria-hidden="true" />
          {t('actions.add')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {loading ? (
          <Skeleton className="h-24 w-full" />
        ) : ordered.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="home-tasks-empty">
            {t('card.empty')}
          </p>
        ) : (
          <TaskList tasks={shown} actions={actions} showSession testId="home-task-list" />
        )}
        <div className="flex flex-wrap gap-x-6">
          {ordered.length > SHOWN && (
            <Button variant="link" className="h-auto w-fit px-0" onClick={() => setShowAll(!showAll)}>
              {showAll ? t('card.showFewer') : t('card.showAll', { count: ordered.length })}
            </Button>
          )}
          <Button
            variant="link"
            className="h-auto w-fit px-0"
            aria-expanded={showDone}
            onClick={() => setShowDone(!showDone)}
          >
            {showDone ? t('card.hideDone') : t('card.showDone')}
          </Button>
        </div>
        {showDone &&
          (done.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('card.noneDone')}</p>
          ) : (
            <TaskList tasks={done} actions={actions} showSession testId="home-done-list" />
          ))}
      </CardContent>
      {dialogs}
    </Card>
  );
}
