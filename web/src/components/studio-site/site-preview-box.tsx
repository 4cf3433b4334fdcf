import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteFont, SiteTheme } from '@core/domain/site-theme';
import { SiteFrame, type SiteLink } from './site-frame';
import './studio-site.css';

type SitePreviewBoxProps = {
  title: string;
  hint: string;
  testId: string;
  /** The site's theme and fonts as edited, not yet saved. */
  theme: SiteTheme;
  fonts: readonly SiteFont[];
  studioName: string;
  links: readonly SiteLink[];
  /** The page drawn inside the site's frame. */
  children: ReactNode;
};

/**
 * A scrolling box of fixed height that shows the public site beside the fields editing it (under
 * them on a phone), titled and explained for screen readers; the site inside is inert, its links
 * lead nowhere.
 */
export function SitePreviewBox({
  title,
  hint,
  testId,
  theme,
  fonts,
  studioName,
  links,
  children,
}: SitePreviewBoxProps) {
  const { t } = useTranslation('public');
  const id = useId();
  return (
    <div className="grid min-w-0 gap-2 lg:sticky lg:top-20">
      <p id={`${id}-title`} className="text-sm font-medium">
        {title}
      </p>
      <div
        className="h-96 overflow-auto overscroll-contain rounded-lg border shadow-xs lg:h-[min(40rem,calc(100dvh-10rem))]"
        data-testid={testId}
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
          studioName={studioName}
          home="#"
          menuLabel={t('site.menu')}
          links={links}
          footer={t('footer', { name: studioName })}
        >
          {children}
        </SiteFrame>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
