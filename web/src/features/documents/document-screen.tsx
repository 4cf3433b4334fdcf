// The frame both document screens share: loading, a document that is not there, the way back,
// and deleting a draft.
import { FileX, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { mutators } from '@core/zero/client-mutators';
import { BackLink } from '../../components/back-link';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadingPlaceholder } from '../../components/loading-placeholder';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentSaves } from '../../hooks/use-document-saves';
import { documentsPath, type DocumentKind } from './document-types';

export function DocumentLoading() {
  const { t } = useTranslation('documents');
  return (
    <LoadingPlaceholder className="grid gap-6" label={t('editor.loading')}>
      <Skeleton className="h-10 w-72" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-40 w-full" />
    </LoadingPlaceholder>
  );
}

export function DocumentMissing({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation('documents');
  return (
    <EmptyState
      icon={FileX}
      headingLevel="h1"
      testId="document-unavailable"
      texts={{ title: t(`missing.${kind}Title`), description: t('missing.description') }}
      action={{ label: t(`back.${kind}`), to: documentsPath(kind) }}
    />
  );
}

type DocumentHeaderProps = {
  kind: DocumentKind;
  title: string;
  description: ReactNode;
  actions?: ReactNode;
};

/** The way back to the list, then the document's title, its status line and its actions. */
export function DocumentHeader({ kind, title, description, actions }: DocumentHeaderProps) {
  const { t } = useTranslation('documents');
  return (
    <div className="grid gap-3">
      <BackLink to={documentsPath(kind)} label={t(`back.${kind}`)} className="text-muted-foreground" />
      <PageHeader title={title} description={description} actions={actions} />
    </div>
  );
}

/** "Delete draft", after asking; then back to the list the draft was in. */
export function DeleteDraftButton({ kind, documentId }: { kind: DocumentKind; documentId: string }) {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const { save } = useDocumentSaves();
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    const id = documentId;
    const failure = await save(kind === 'quote' ? mutators.quote.delete({ id }) : mutators.invoice.delete({ id }));
    if (!failure) {
      toast.success(t(`${kind}.deleted`));
      void navigate(documentsPath(kind));
    }
    return failure;
  };
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" />
        {t('actions.deleteDraft')}
      </Button>
      <ConfirmDialog
        subject={confirming ? documentId : undefined}
        onOpenChange={setConfirming}
        title={() => t(`${kind}.deleteTitle`)}
        description={t('actions.deleteDraftDescription')}
        confirmLabel={t('actions.deleteDraft')}
        onConfirm={remove}
        testId={`delete-${kind}-dialog`}
      />
    </>
  );
}
