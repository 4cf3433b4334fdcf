import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteFont, SiteTheme } from '@core/domain/site-theme';
import { studioProfile, studioTagline } from '@core/domain/studio-profile';
import { SiteFrame } from '../../components/studio-site/site-frame';
import { SiteHome } from '../../components/studio-site/site-home';
import { useAccount } from '../../hooks/use-account';
import { useAccountSettings } from '../../hooks/use-account-settings';

/**
 * The studio's home page as the public site draws it, in a theme not yet saved: a scrolling box
 * of fixed height, so it stays beside the fields (or under them on a phone) as they change.
 */
export function SitePreview({ theme, fonts }: { theme: SiteTheme; fonts: readonly SiteFont[] }) {
  const { t } = useTranslation(['settings', 'public']);
  const { account } = useAccount();
  const settings = useAccountSettings();
  const id = useId();
  return (
    <div className="grid min-w-0 gap-2 lg:sticky lg:top-20">
      <p id={`${id}-title`} className="text-sm font-medium">
        {t('brand.preview')}
      </p>
      <div
        className="h-96 overflow-auto overscroll-contain rounded-lg border shadow-xs lg:h-[min(36rem,calc(100dvh-10rem))]"
        data-testid="brand-preview"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-hint`}
        role="region"
        // Keyboard users scroll it too; what it shows is inert.
        tabIndex={0}
      >
        <SiteFrame
          preview
          theme={theme}
          fonts={fonts}
          studioName={account.name}
          home="#"
          links={[{ label: t('public:site.home'), to: '#' }]}
          footer={t('public:footer', { name: account.name })}
        >
          <SiteHome
            theme={theme}
            studioName={account.name}
            profile={studioProfile(settings)}
            tagline={studioTagline(settings)}
            bookHref={undefined}
          />
        </SiteFrame>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('brand.previewHint')}
      </p>
    </div>
  );
}
