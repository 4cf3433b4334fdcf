import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from './ui/button';

export function NotFound({ homeHref = '/' }: { homeHref?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[60vh] flex-1 items-center justify-center p-6" data-testid="not-found">
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Compass className="size-6" aria-hidden="true" />
        </div>
        <h1 className="text-xl font-semibold">{t('notFound.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('notFound.description')}</p>
        <Button asChild variant="outline">
          <Link to={homeHref}>{t('notFound.home')}</Link>
        </Button>
      </div>
    </div>
  );
}
