import { RefreshCw, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useObservable } from '../../hooks/use-observable';
import { appUpdateReady, applyAppUpdate } from '../../lib/app-update';
import { unsavedForms } from '../../lib/unsaved-work';
import { Banner } from './banner';

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
    <Banner
      tone="primary"
      icon={Sparkles}
      data-testid="update-prompt"
      message={
        <>
          {t('update.ready')}
          {formsOpen && <span className="block text-muted-foreground">{t('update.afterForm')}</span>}
        </>
      }
      action={
        <Button size="sm" variant="outline" onClick={applyAppUpdate} disabled={formsOpen}>
          <RefreshCw aria-hidden="true" />
          {t('update.reload')}
        </Button>
      }
    />
  );
}
