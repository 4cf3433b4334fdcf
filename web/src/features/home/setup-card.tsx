import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';

/** The way back to the first-run setup, on Home until the studio has an address and a clock. */
export function SetupCard() {
  const { t } = useTranslation('home');
  return (
    <Card data-testid="home-setup">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles className="size-4 text-brand" aria-hidden="true" />
          {t('setup.title')}
        </CardTitle>
        <CardDescription>{t('setup.description')}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild size="sm">
          <Link to="/app/setup">
            {t('setup.action')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
