import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { BrandForm } from './brand-form';
import { FontsCard } from './fonts-card';
import { CalendarFeedCard } from './calendar-feed-card';
import { CurrencyForm } from './currency-form';
import { CustomDomainForm } from './custom-domain-form';
import { LocationsCard } from './locations-card';
import { OnlineBookingForm } from './online-booking-form';
import { ProfileForm } from './profile-form';
import { PublicAddressForm } from './public-address-form';
import { SessionTypesCard } from './session-types-card';
import { SiteCodeForm } from './site-code-form';
import { SiteSearchForm } from './site-search-form';
import { StudioNameForm } from './studio-name-form';
import { TimeZoneForm } from './time-zone-form';
import { useStudioReadOnly } from './use-studio-read-only';

export function SettingsPage() {
  const { t } = useTranslation(['settings', 'sessions']);
  // Say so before anyone tries: the forms below are disabled too.
  const readOnly = useStudioReadOnly();
  return (
    <div className="grid gap-8">
      <PageHeader title={t('title')} description={t('description')} />
      <section aria-labelledby="studio-settings" className="grid gap-4">
        <h2 id="studio-settings" className="text-lg font-semibold">
          {t('studio.heading')}
        </h2>
        {readOnly && (
          <Alert role="status">
            <Info aria-hidden="true" />
            <AlertDescription>{t('studio.ownerOnly')}</AlertDescription>
          </Alert>
        )}
        <div className="grid gap-6 lg:grid-cols-2">
          <StudioNameForm />
          <PublicAddressForm />
        </div>
      </section>
      <section aria-labelledby="bookings-settings" className="grid gap-4">
        <h2 id="bookings-settings" className="text-lg font-semibold">
          {t('sessions:settings.heading')}
        </h2>
        <div className="grid gap-6 lg:grid-cols-2">
          <CurrencyForm />
          <TimeZoneForm />
        </div>
        <SessionTypesCard />
        <LocationsCard />
        <div className="grid gap-6 lg:grid-cols-2">
          <OnlineBookingForm />
          <CalendarFeedCard />
        </div>
      </section>
      <section aria-labelledby="website-settings" className="grid gap-4">
        <h2 id="website-settings" className="text-lg font-semibold">
          {t('brand.section')}
        </h2>
        <BrandForm />
        <ProfileForm />
        <FontsCard />
        <SiteSearchForm />
        <div className="grid gap-6 lg:grid-cols-2">
          <CustomDomainForm />
          <SiteCodeForm />
        </div>
      </section>
    </div>
  );
}
