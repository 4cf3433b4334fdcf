import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CopyField } from '../../components/copy-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { LoadFailed } from '../../components/load-failed';
import { useCalendarFeed } from './use-calendar-feed';

/**
 * The member's own secret address of the studio's calendar, for calendar apps to subscribe to,
 * and replacing it, which cuts off every calendar using the old one. Every member has one; it
 * stops working when they leave the studio.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation('scheduling');
  const feed = useCalendarFeed();
  const apiErrorMessage = useApiErrorMessage();
  const [confirming, setConfirming] = useState<true>();

  return (
    <Card data-testid="calendar-feed-card">
      <CardHeader>
        <CardTitle>{t('calendarFeed.title')}</CardTitle>
        <CardDescription>{t('calendarFeed.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {feed.state === 'loading' && <Skeleton className="h-9" />}
        {feed.state === 'failed' && (
          <LoadFailed message={t('calendarFeed.loadFailed')} error={feed.error} onRetry={feed.retry} />
        )}
        {feed.state === 'ready' && <FeedAddress url={feed.url} />}
        <div className="grid gap-1 text-sm text-muted-foreground">
          <p>{t('calendarFeed.howTo')}</p>
          <ul className="list-disc pl-5">
            <li>{t('calendarFeed.google')}</li>
            <li>{t('calendarFeed.apple')}</li>
            <li>{t('calendarFeed.outlook')}</li>
          </ul>
          <p>{t('calendarFeed.secret')}</p>
        </div>
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="outline" disabled={feed.state !== 'ready'} onClick={() => setConfirming(true)}>
          <RefreshCw aria-hidden="true" />
          {t('calendarFeed.replace')}
        </Button>
      </CardFooter>
      <ConfirmDialog
        subject={confirming}
        onOpenChange={() => setConfirming(undefined)}
        title={() => t('calendarFeed.replaceTitle')}
        description={t('calendarFeed.replaceDescription')}
        confirmLabel={t('calendarFeed.replaceConfirm')}
        route="api"
        testId="replace-calendar-feed-dialog"
        onConfirm={async () => {
          if (feed.state !== 'ready') return undefined;
          try {
            await feed.replace();
          } catch (error) {
            return apiErrorMessage(error);
          }
          toast.success(t('calendarFeed.replaced'));
          return undefined;
        }}
      />
    </Card>
  );
}

/** The address, to paste into a calendar app. */
function FeedAddress({ url }: { url: string }) {
  const { t } = useTranslation('scheduling');
  return (
    <CopyField
      value={url}
      label={t('calendarFeed.label')}
      copyLabel={t('calendarFeed.copy')}
      copiedLabel={t('calendarFeed.copied')}
      testId="calendar-feed-url"
    />
  );
}
