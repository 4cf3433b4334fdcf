import { RefreshCw, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useObservable } from '../../hooks/use-observable';
import { appUpdateReady, applyAppUpdate } from '../../lib/app-update';
import { unsavedForms } from '../../lib/unsaved-work';

/**
 * Announces a newer version of the app. Reloading is the person's choice, and is held back
 * while a form holds unsaved changes: they save or close it first.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const ready = useObservable(appUpdateReady);
  const formsOpen = useObservable(unsavedForms) > 0;
  if (!ready) return null;
  return (
    <div
      role="status"
      data-testid="update-prompt"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b bg-primary/10 px-4 py-2.5 text-sm lg:px-8"
    >
      <Sparkles className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        {t('update.ready')}
        {formsOpen && <span className="block text-muted-foreground">{t('update.afterForm')}</span>}
      </p>
      <Button size="sm" variant="outline" onClick={applyAppUpdate} disabled={formsOpen}>
        <RefreshCw aria-hidden="true" />
        {t('update.reload')}
      </Button>
    </div>
  );
}
