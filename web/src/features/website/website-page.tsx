import { useQuery } from '@rocicorp/zero/react';
import { ExternalLink, FileText, Info, Palette, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { ActionButton } from '../../components/action-button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadingPlaceholder } from '../../components/loading-placeholder';
import { PageHeader } from '../../components/page-header';
import { QueryErrorState } from '../../components/query-error-state';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useAccount } from '../../hooks/use-account';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useToastedMutation } from '../../hooks/use-toasted-mutation';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import { NewPageDialog } from './new-page-dialog';
import { PageList } from './page-list';
import { ReviewsSection } from './reviews-section';
import type { SitePage } from './site-page-types';
import { useHomePage } from './use-home-page';

/** /app/website: the pages of the studio's public site, their menu order and its home page, and the reviews it shows. */
export function WebsitePage() {
  const { t } = useTranslation('website');
  const { account } = useAccount();
  const [pages, result] = useQuery(queries.sitePages.list({ accountId: account.id }));
  const loading = useQueryPatience(pages, result);
  const mutate = useZeroMutation();
  const mutateToasted = useToastedMutation();
  const { homePath, setHomePath } = useHomePage();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<SitePage>();
  const siteHref = account.slug ? `/p/${account.slug}` : undefined;
  const home = pages.find((page) => page.path === homePath);
  const homeNote = !home ? t('list.noHome') : home.status === 'draft' ? t('list.homeDraft') : undefined;

  const setHome = async (page: SitePage) => {
    const failure = await setHomePath(page.path);
    if (failure) toast.error(failure);
    else toast.success(t('list.homeSet', { title: page.title }));
  };

  const remove = async (page: SitePage) => {
    const failure = await mutateToasted(mutators.sitePage.delete({ id: page.id }), t('delete.deleted'), {
      awaitServer: true,
    });
    // A later page at the same address must not become the home page unasked.
    if (!failure && page.path === homePath) {
      const settingFailure = await setHomePath(undefined);
      if (settingFailure) toast.error(settingFailure);
    }
    return failure;
  };

  const newPage = { label: t('newPage.action'), icon: Plus, onClick: () => setCreating(true) };

  return (
    <div className="grid gap-8">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            {siteHref && (
              <Button asChild variant="outline">
                <a href={siteHref} target="_blank" rel="noreferrer" data-testid="open-site">
                  <ExternalLink aria-hidden="true" />
                  {t('openSite')}
                </a>
              </Button>
            )}
            <ActionButton to="/app/settings#website-settings" icon={Palette} label={t('brandLink')} variant="outline" />
            {pages.length > 0 && <ActionButton {...newPage} />}
          </>
        }
      />
      {!siteHref && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="site-no-address">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {t('noAddress')}{' '}
            <Link
              to="/app/settings#studio-settings"
              className="font-medium text-foreground underline underline-offset-2"
            >
              {t('noAddressLink')}
            </Link>
          </span>
        </p>
      )}
      {result.type === 'error' && pages.length === 0 ? (
        <QueryErrorState
          testId="site-pages-error"
          texts={{ title: t('list.errorTitle'), description: t('list.errorDescription') }}
          onRetry={result.retry}
        />
      ) : loading ? (
        <LoadingPlaceholder className="grid gap-2">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-16 w-full rounded-lg" />
          ))}
        </LoadingPlaceholder>
      ) : pages.length === 0 ? (
        <EmptyState
          icon={FileText}
          testId="site-pages-empty"
          texts={t('empty', { returnObjects: true })}
          action={{ ...newPage, variant: 'default' }}
        />
      ) : (
        <div className="grid gap-3">
          <PageList
            pages={pages}
            homePath={homePath}
            siteHref={siteHref}
            onReorder={(ids) => void mutate(mutators.sitePage.reorder({ accountId: account.id, ids }))}
            onSetHome={(page) => void setHome(page)}
            onDelete={setDeleting}
          />
          {homeNote && (
            <p className="text-sm text-muted-foreground" data-testid="site-home-note">
              {homeNote}
            </p>
          )}
        </div>
      )}
      <ReviewsSection />
      <NewPageDialog open={creating} onOpenChange={setCreating} pages={pages} />
      <ConfirmDialog
        subject={deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={(page) => t('delete.title', { title: page.title })}
        description={
          deleting?.path === homePath ? `${t('delete.description')} ${t('delete.home')}` : t('delete.description')
        }
        confirmLabel={t('delete.confirm')}
        onConfirm={remove}
        testId="delete-site-page-dialog"
      />
    </div>
  );
}
