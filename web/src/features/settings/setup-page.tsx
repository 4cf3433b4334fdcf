import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { CurrencyForm } from './currency-form';
import { PublicAddressForm } from './public-address-form';
import { StudioNameForm } from './studio-name-form';
import { TimeZoneForm } from './time-zone-form';

/**
 * The first run, /app/setup: where a new sign-up lands. The few settings a studio needs before
 * its first client (its name, public address, clock and currency), each saved on its own, so
 * leaving half-way keeps what was saved; Home offers the way back until it is done.
 */
export function SetupPage() {
  const { t } = useTranslation('settings');
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8" data-testid="setup-page">
      <PageHeader title={t('setup.title')} description={t('setup.description')} />
      <div className="grid gap-6">
        <StudioNameForm />
        <PublicAddressForm />
        <TimeZoneForm />
        <CurrencyForm />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="ghost">
          <Link to="/app">{t('setup.skip')}</Link>
        </Button>
        <Button asChild>
          <Link to="/app">
            {t('setup.done')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}
