import { useTranslation } from 'react-i18next';
import type { SiteFont, SiteTheme } from '@core/domain/site-theme';
import { studioProfile, studioTagline } from '@core/domain/studio-profile';
import { SiteHome } from '../../components/studio-site/site-home';
import { useAccount } from '../../hooks/use-account';
import { useAccountSettings } from '../../hooks/use-account-settings';
import { useShownReviews } from '../../hooks/use-shown-reviews';
import { SitePreviewBox } from '../../components/studio-site/site-preview-box';

/**
 * The studio's home page as the public site draws it, in a theme not yet saved: a scrolling box
 * of fixed height, so it stays beside the fields (or under them on a phone) as they change.
 */
export function SitePreview({ theme, fonts }: { theme: SiteTheme; fonts: readonly SiteFont[] }) {
  const { t } = useTranslation(['settings', 'public']);
  const { account } = useAccount();
  const settings = useAccountSettings();
  const reviews = useShownReviews();
  return (
    <SitePreviewBox
      title={t('brand.preview')}
      hint={t('brand.previewHint')}
      testId="brand-preview"
      theme={theme}
      fonts={fonts}
      studioName={account.name}
      links={[{ label: t('public:site.home'), to: '#' }]}
    >
      <SiteHome
        theme={theme}
        studioName={account.name}
        profile={studioProfile(settings)}
        tagline={studioTagline(settings)}
        bookHref={undefined}
        reviews={reviews}
      />
    </SitePreviewBox>
  );
}
