import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useCan } from '../../hooks/use-role';
import { AccessTokensCard } from './access-tokens-card';
import { BrandForm } from './brand-form';
import { CardPaymentsCard } from './card-payments-card';
import { ContractSettingsForm } from './contract-settings-form';
import { ContractTemplatesCard } from './contract-templates-card';
import { FontsCard } from './fonts-card';
import { CurrencyForm } from './currency-form';
import { CustomDomainForm } from './custom-domain-form';
import { DeleteStudioCard } from './delete-studio-card';
import { InvoicingForm } from './invoicing-form';
import { LocationsCard } from './locations-card';
import { OnlineBookingForm } from './online-booking-form';
import { ProfileForm } from './profile-form';
import { PublicAddressForm } from './public-address-form';
import { MailTemplatesCard } from './mail-templates-card';
import { QuestionnairesCard } from './questionnaires-card';
import { SealedPdfCard } from './sealed-pdf-card';
import { SessionTypesCard } from './session-types-card';
import { settingsSections, useScrollToAddressedSection } from './settings-sections';
import { ShopLinkCard } from './shop-link-card';
import { SiteCodeForm } from './site-code-form';
import { SiteSearchForm } from './site-search-form';
import { StudioExportCard } from './studio-export-card';
import { StudioNameForm } from './studio-name-form';
import { TeamCard } from './team-card';
import { TimeZoneForm } from './time-zone-form';
import { UsageLinkCard } from './usage-link-card';
import { WorkflowsCard } from './workflows-card';

export function SettingsPage() {
  const { t } = useTranslation(['settings', 'sessions', 'usage', 'workflows', 'shopSetup']);
  const canOwn = useCan('own');
  useScrollToAddressedSection();
  return (
    <div className="grid gap-8">
      <PageHeader title={t('title')} description={t('description')} />
      <SettingsSection id="studio-settings" heading={t('studio.heading')}>
        <div className="grid gap-6 lg:grid-cols-2">
          <StudioNameForm />
          <PublicAddressForm />
        </div>
        {canOwn && <TeamCard />}
      </SettingsSection>
      <SettingsSection id="bookings-settings" heading={t('sessions:settings.heading')}>
        <div className="grid gap-6 lg:grid-cols-2">
          <TimeZoneForm />
        </div>
        <SessionTypesCard />
        <LocationsCard />
        <OnlineBookingForm />
      </SettingsSection>
      <SettingsSection id={settingsSections.payments.id} heading={t('sections.payments')}>
        <div className="grid gap-6 lg:grid-cols-2">
          <CurrencyForm />
          <CardPaymentsCard />
        </div>
      </SettingsSection>
      <SettingsSection id={settingsSections.invoicing.id} heading={t('sections.invoicing')}>
        <InvoicingForm />
      </SettingsSection>
      <SettingsSection id="shop-settings" heading={t('shopSetup:title')}>
        <ShopLinkCard />
      </SettingsSection>
      <SettingsSection id={settingsSections.contracts.id} heading={t('sections.contracts')}>
        <ContractTemplatesCard />
        <div className="grid gap-6 lg:grid-cols-2">
          <ContractSettingsForm />
          <SealedPdfCard />
        </div>
      </SettingsSection>
      <SettingsSection id={settingsSections.questionnaires.id} heading={t('sections.questionnaires')}>
        <QuestionnairesCard />
      </SettingsSection>
      <SettingsSection id={settingsSections.mailTemplates.id} heading={t('sections.mailTemplates')}>
        <MailTemplatesCard />
      </SettingsSection>
      <SettingsSection id={settingsSections.workflows.id} heading={t('workflows:templates.title')}>
        <WorkflowsCard />
      </SettingsSection>
      <SettingsSection id="website-settings" heading={t('brand.section')}>
        <BrandForm />
        <ProfileForm />
        <FontsCard />
        <SiteSearchForm />
        <div className="grid gap-6 lg:grid-cols-2">
          <CustomDomainForm />
          <SiteCodeForm />
        </div>
      </SettingsSection>
      <SettingsSection id="access-tokens-settings" heading={t('sections.accessTokens')}>
        <AccessTokensCard />
      </SettingsSection>
      {canOwn && (
        <SettingsSection id="usage-settings" heading={t('usage:link.heading')}>
          <UsageLinkCard />
        </SettingsSection>
      )}
      {canOwn && (
        <SettingsSection id="studio-data-settings" heading={t('studioData.heading')}>
          <StudioExportCard />
          <DeleteStudioCard />
        </SettingsSection>
      )}
    </div>
  );
}

/** A group of the settings screen's cards, under a heading that names it for screen readers too. */
function SettingsSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      {/* scroll-mt: a section an address leads to starts below the phone layout's sticky header. */}
      <h2 id={id} className="scroll-mt-20 text-lg font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
