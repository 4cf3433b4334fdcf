import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { newId } from '@core/domain/ids';
import { sitePageFields } from '@core/domain/site-page';
import { mutators } from '@core/zero/client-mutators';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog, type DialogState } from '../../components/form-dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PagePathInput } from './page-path-input';
import { useAccount } from '../../hooks/use-account';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import { suggestPagePath } from './page-path';
import type { SitePage } from './site-page-types';
import { usePageMessage } from './use-page-message';

const newPageForm = sitePageFields.pick({ title: true, path: true });
type NewPageInput = z.input<typeof newPageForm>;
type NewPageOutput = z.output<typeof newPageForm>;

type NewPageFormProps = {
  /** The studio's pages: a new page goes last in the menu, at an address none of them has. */
  pages: readonly SitePage[];
};

/** Starts a page from a title and an address, as a draft with no content, then opens its editor. */
function NewPageForm({ pages }: NewPageFormProps) {
  const { t } = useTranslation('website');
  const message = usePageMessage();
  const { account } = useAccount();
  const mutate = useZeroMutation();
  const navigate = useNavigate();
  // One id for the form's life, so trying again after a refusal cannot add the page twice.
  const [id] = useState(newId);
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    getFieldState,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<NewPageInput, unknown, NewPageOutput>({
    resolver: zodResolver(newPageForm),
    defaultValues: { title: '', path: '' },
  });

  const onSubmit = handleSubmit(async ({ title, path }) => {
    setFormError(undefined);
    if (pages.some((page) => page.path === path)) {
      setError('path', { message: 'page_path_taken' }, { shouldFocus: true });
      return;
    }
    const order = Math.max(-1, ...pages.map((page) => page.order)) + 1;
    const outcome = await mutate(
      mutators.sitePage.create({
        id,
        accountId: account.id,
        order,
        title,
        path,
        description: '',
        layout: 'default',
        status: 'draft',
        rows: [],
      }),
      { awaitServer: true },
    );
    if (!outcome.ok) {
      setFormError(outcome.message);
      return;
    }
    toast.success(t('newPage.created'));
    void navigate(`/app/website/pages/${id}`);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" data-testid="new-page-form">
      <Field label={t('newPage.pageTitle')} error={message(errors.title?.message)}>
        {(control) => (
          <Input
            {...control}
            {...register('title', {
              // The address follows the title until it is typed by hand.
              onChange: (event: { target: { value: string } }) => {
                if (getFieldState('path').isDirty) return;
                setValue('path', suggestPagePath(event.target.value), { shouldValidate: isSubmitted });
              },
            })}
            autoComplete="off"
            placeholder={t('newPage.pageTitlePlaceholder')}
            autoFocus
          />
        )}
      </Field>
      <Field label={t('newPage.path')} description={t('newPage.pathHint')} error={message(errors.path?.message)}>
        {(control) => <PagePathInput {...control} {...register('path')} />}
      </Field>
      <DialogFormFooter error={formError} pending={isSubmitting} submitLabel={t('newPage.create')} />
    </form>
  );
}

export function NewPageDialog({ pages, ...dialog }: DialogState & NewPageFormProps) {
  const { t } = useTranslation('website');
  return (
    <FormDialog {...dialog} title={t('newPage.title')} description={t('newPage.description')} testId="new-page-dialog">
      <NewPageForm pages={pages} />
    </FormDialog>
  );
}
