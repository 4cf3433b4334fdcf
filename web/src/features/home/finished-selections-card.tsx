import { useQuery } from '@rocicorp/zero/react';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queries } from '@core/zero/queries';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useAccount } from '../../hooks/use-account';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useStudioFormat } from '../../hooks/use-studio-format';

const FINISHED_LIST = 5;

/** Clients who have finished choosing, latest first: each opens their gallery's Sharing tab, where the selection is. */
export function FinishedSelectionsCard() {
  const { t } = useTranslation('home');
  const { account } = useAccount();
  const format = useStudioFormat();
  const [finished, result] = useQuery(
    queries.dashboard.finishedSelections({ accountId: account.id, limit: FINISHED_LIST }),
  );
  const loading = useQueryPatience(finished, result);
  // Nothing to act on: the card is not there until a client finishes.
  if (!loading && finished.length === 0) return null;

  return (
    <Card data-testid="home-finished-selections">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Heart className="size-4" aria-hidden="true" />
          {t('selections.title')}
        </CardTitle>
        <CardDescription>{t('selections.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <ul className="divide-y rounded-lg border">
            {finished.map((invite) => (
              <li key={invite.id}>
                <Link
                  to={`/app/galleries/${invite.galleryId}?tab=sharing`}
                  className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-3 py-2 text-sm hover:bg-muted/40"
                >
                  <span className="font-medium">{invite.name || invite.email}</span>
                  <span className="text-muted-foreground">{invite.gallery?.name ?? '—'}</span>
                  <span className="ml-auto text-muted-foreground tabular-nums">
                    {t('selections.finished', { date: format.date(invite.selectionLockedAt ?? 0, 'date') })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
