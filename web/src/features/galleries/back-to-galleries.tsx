import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

export function BackToGalleries() {
  const { t } = useTranslation('galleries');
  return (
    <Button asChild variant="link" className="h-auto w-fit px-0 text-muted-foreground">
      <Link to="/app/galleries">
        <ArrowLeft aria-hidden="true" />
        {t('detail.back')}
      </Link>
    </Button>
  );
}
