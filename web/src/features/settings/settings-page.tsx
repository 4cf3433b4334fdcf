import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useCan } from '../../hooks/use-role';
import { BrandForm } from './brand-form';
import { FontsCard } from './fonts-card';
import { CurrencyForm } from './currency-form';
import { CustomDomainForm } from './custom-domain-form';
import { DeleteStudioCard } from './delete-studio-card';
import { LocationsCard } from './locations-card';
import { OnlineBookingForm } from './online-booking-form';
import { ProfileForm } from './profile-form';
import { PublicAddressForm } from './public-address-form';
import { SessionTypesCard } from './session-types-card';
import { SiteCodeForm } from './site-code-form';
import { SiteSearchForm } from './site-search-form';
import { StudioExportCard } from './studio-export-card';
import { StudioNameForm } from './studio-name-form';
import { TeamCard } from './team-card';
import { TimeZoneForm } from './time-zone-form';
import { UsageLinkCard } from './usage-link-card';

export function SettingsPage() {
  const { t } = useTranslation(['settings', 'sessions', 'usage']);
  const canOwn = useCan('own');
  return (
    <div className="grid gap-8">
      <PageHeader title={t('title')} description={t('description')} />
      <section aria-labelledby="studio-settings" className="grid gap-4">
        <h2 id="studio-settings" className="text-lg font-semibold">
          {t('studio.heading')}
        </h2>
        <div className="grid gap-6 lg:grid-cols-2">
          <StudioNameForm />
          <PublicAddressForm />
        </div>
        {canOwn && <TeamCard />}
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
        <OnlineBookingForm />
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
      {canOwn && (
        <section aria-labelledby="usage-settings" className="grid gap-4">
          <h2 id="usage-settings" className="text-lg font-semibold">
            {t('usage:link.heading')}
          </h2>
          <UsageLinkCard />
        </section>
      )}
      {canOwn && (
        <section aria-labelledby="studio-data-settings" className="grid gap-4">
          <h2 id="studio-data-settings" className="text-lg font-semibold">
            {t('studioData.heading')}
          </h2>
          <StudioExportCard />
          <DeleteStudioCard />
        </section>
      )}
    </div>
  );
}
