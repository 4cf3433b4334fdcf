import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@rocicorp/zero/react';
import { ExternalLink, FileX, House } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { isOpenToEveryone } from '@core/domain/gallery-audience';
import { entityId } from '@core/domain/ids';
import { pageLayouts, type PageStatus } from '@core/domain/site-page-view';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { FormError } from '../../components/form-error';
import { BackLink } from '../../components/back-link';
import { EmptyState } from '../../components/empty-state';
import { LoadingPlaceholder } from '../../components/loading-placeholder';
import { Options } from '../../components/options';
import { PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PagePathInput } from './page-path-input';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useAccount } from '../../hooks/use-account';
import { useFormDraft } from '../../hooks/use-form-draft';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useWriteBlock } from '../../hooks/use-write-block';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import type { GalleryOption } from './block-fields';
import { pageForm, pageFormValues, type PageFormControl, type PageFormInput, type PageFormOutput } from './page-form';
import { PagePreview } from './page-preview';
import { PageRowsEditor } from './page-rows-editor';
import { PageStatusBadge } from './page-status-badge';
import { previewRows } from './preview-rows';
import type { SitePage } from './site-page-types';
import { useHomePage } from './use-home-page';
import { usePageMessage } from './use-page-message';

/** /app/website/pages/:pageId: one page's fields and rows of blocks, beside a live preview. */
export function PageEditorPage() {
  const { t } = useTranslation('website');
  const { pageId = '' } = useParams();
  const { account } = useAccount();
  // A mistyped address is no page; the query would refuse the id.
  const validId = entityId.safeParse(pageId).success;
  const [pages, result] = useQuery(queries.sitePages.list({ accountId: account.id }));
  const page = pages.find(({ id }) => id === pageId);
  const loading = useQueryPatience(page, result);

  if (validId && loading) {
    return (
      <LoadingPlaceholder className="grid gap-6" label={t('editor.loading')}>
        <Skeleton className="h-10 w-72" />
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-96 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      </LoadingPlaceholder>
    );
  }
  if (!validId || !page) {
    return (
      <EmptyState
        icon={FileX}
        testId="site-page-unavailable"
        headingLevel="h1"
        texts={{ title: t('editor.unavailableTitle'), description: t('editor.unavailableDescription') }}
        action={{ label: t('editor.back'), to: '/app/website' }}
      />
    );
  }
  // A new form for each page, so moving between pages never carries one's fields to another.
  return <PageEditor key={page.id} page={page} pages={pages} />;
}

type PageEditorProps = { page: SitePage; pages: readonly SitePage[] };

function PageEditor({ page, pages }: PageEditorProps) {
  const { t } = useTranslation('website');
  const message = usePageMessage();
  const { account } = useAccount();
  const mutate = useZeroMutation();
  const offline = useWriteBlock('sync');
  const { homePath, setHomePath } = useHomePage();
  const [galleryRows] = useQuery(queries.galleries.list({ accountId: account.id }));
  const galleries: GalleryOption[] = galleryRows
    .filter((gallery) => isOpenToEveryone(gallery))
    .map((gallery) => ({ value: gallery.id, label: gallery.name }));
  const [formError, setFormError] = useState<string>();
  // Fields start from the page as it was when opened; a save elsewhere meanwhile does not overwrite what is typed.
  const form = useForm<PageFormInput, unknown, PageFormOutput>({
    resolver: zodResolver(pageForm),
    defaultValues: pageFormValues(page),
  });
  const draft = useFormDraft(form, `${account.id}:site-page:${page.id}`);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const path = useWatch({ control, name: 'path' });
  const layout = useWatch({ control, name: 'layout' });
  const isHome = page.path === homePath;
  const siteHref = account.slug ? `/p/${account.slug}` : undefined;
  const published = page.status === 'published';

  const savedMessage = (status: PageStatus) =>
    status === page.status
      ? status === 'published'
        ? t('editor.saved')
        : t('editor.savedDraft')
      : status === 'published'
        ? t('editor.published')
        : t('editor.unpublished');

  const save = (status: PageStatus) =>
    handleSubmit(async (fields) => {
      setFormError(undefined);
      if (pages.some((other) => other.id !== page.id && other.path === fields.path)) {
        setError('path', { message: 'page_path_taken' }, { shouldFocus: true });
        return;
      }
      const outcome = await mutate(mutators.sitePage.update({ id: page.id, ...fields, status }), {
        awaitServer: true,
      });
      if (!outcome.ok) {
        // What was typed stays in the fields, to fix and save again.
        setFormError(outcome.message);
        return;
      }
      draft.saved();
      reset(fields);
      toast.success(savedMessage(status));
      // The home page is named by its address: it follows the page to its new one.
      if (isHome && fields.path !== page.path) {
        const failure = await setHomePath(fields.path);
        if (failure) toast.error(failure);
      }
    });
  const saveKeepingStatus = save(page.status);
  const toggleStatus = save(published ? 'draft' : 'published');
  const blocked = isSubmitting || offline !== undefined;

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <BackLink to="/app/website" label={t('editor.back')} className="text-muted-foreground" />
        <PageHeader
          title={page.title}
          description={
            <span className="flex flex-wrap items-center gap-2">
              <PageStatusBadge status={page.status} />
              {isHome && (
                <Badge variant="secondary">
                  <House aria-hidden="true" />
                  {t('editor.homeBadge')}
                </Badge>
              )}
              <span data-testid="site-page-visibility">
                {published ? t('editor.publishedNote') : t('editor.draftNote')}
              </span>
            </span>
          }
          actions={
            published &&
            siteHref && (
              <Button asChild variant="outline">
                <a href={`${siteHref}${page.path}`} target="_blank" rel="noreferrer" data-testid="view-site-page">
                  <ExternalLink aria-hidden="true" />
                  {t('editor.view')}
                </a>
              </Button>
            )
          }
        />
      </div>
      <form
        onSubmit={(event) => void saveKeepingStatus(event)}
        noValidate
        className="grid items-start gap-6 lg:grid-cols-2"
        data-testid="site-page-form"
      >
        <div className="grid min-w-0 gap-8">
          <section className="grid gap-4" aria-labelledby="page-details">
            <h2 id="page-details" className="text-lg font-semibold">
              {t('editor.details')}
            </h2>
            <Field label={t('editor.title')} description={t('editor.titleHint')} error={message(errors.title?.message)}>
              {(field) => <Input {...field} {...register('title')} autoComplete="off" />}
            </Field>
            <Field
              label={t('editor.path')}
              description={isHome && path !== page.path ? t('editor.homePathFollows') : t('editor.pathHint')}
              error={message(errors.path?.message)}
            >
              {(field) => <PagePathInput {...field} {...register('path')} />}
            </Field>
            <Field
              label={t('editor.description')}
              description={t('editor.descriptionHint')}
              error={message(errors.description?.message)}
            >
              {(field) => <Textarea {...field} {...register('description')} rows={2} />}
            </Field>
            <Field label={t('editor.layout')} description={t(`editor.layoutHints.${layout}`)}>
              {(field) => (
                <NativeSelect {...field} {...register('layout')}>
                  <Options
                    options={pageLayouts.map((layout) => ({ value: layout, label: t(`editor.layouts.${layout}`) }))}
                  />
                </NativeSelect>
              )}
            </Field>
          </section>
          <section className="grid gap-4" aria-labelledby="page-content">
            <div className="grid gap-1">
              <h2 id="page-content" className="text-lg font-semibold">
                {t('editor.content')}
              </h2>
              <p className="text-sm text-muted-foreground">{t('editor.contentHint')}</p>
            </div>
            <PageRowsEditor control={control} galleries={galleries} />
          </section>
          <div className="grid gap-3 border-t pt-4">
            <FormError error={formError} />
            <WritesOffNotice reason={offline} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {published ? (
                <>
                  <Button variant="outline" disabled={blocked} onClick={() => void toggleStatus()}>
                    {t('editor.unpublish')}
                  </Button>
                  <Button type="submit" disabled={blocked || !isDirty}>
                    {isSubmitting && <Spinner />}
                    {t('editor.save')}
                  </Button>
                </>
              ) : (
                <>
                  <Button type="submit" variant="outline" disabled={blocked || !isDirty}>
                    {t('editor.saveDraft')}
                  </Button>
                  <Button disabled={blocked} onClick={() => void toggleStatus()}>
                    {isSubmitting && <Spinner />}
                    {t('editor.publish')}
                  </Button>
                </>
              )}
            </div>
          </div>
        </div>
        <LivePreview control={control} page={page} pages={pages} />
      </form>
    </div>
  );
}

/** The preview, redrawn as the fields change; apart, so typing redraws the preview and not every field. */
function LivePreview({ control, ...props }: { control: PageFormControl; page: SitePage; pages: readonly SitePage[] }) {
  const values = useWatch({ control });
  return (
    <PagePreview
      {...props}
      values={{ title: values.title ?? '', description: values.description ?? '', layout: values.layout ?? 'default' }}
      rows={previewRows(values.rows)}
    />
  );
}
