import { useId, type CSSProperties, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { StudioLogo } from '../studio-logo';
import { fontFaces, themeVariables, type SiteFont, type SiteTheme } from '@core/domain/site-theme';

export type SiteLink = { label: string; to: string; current?: boolean };

type SiteFrameProps = {
  theme: SiteTheme;
  /** The studio's uploaded fonts, declared so the theme can name them. */
  fonts?: readonly SiteFont[];
  studioName: string;
  /** The studio's home page. */
  home: string;
  links: readonly SiteLink[];
  /** What sits at the menu's end: the language switcher on the site, nothing in a preview. */
  tools?: ReactNode;
  /** The phone menu's button. */
  menuLabel: string;
  footer: ReactNode;
  /** Drawn inside the brand screen: no sticky menu, nothing that leaves the screen. */
  preview?: boolean;
  children: ReactNode;
};

/**
 * A studio's public site around its pages, in the studio's theme: its template, colours, fonts,
 * container width, spacing, corners and menu (position, style, behaviour and transparency) all
 * come from `theme`, as CSS custom properties and classes of `studio-site.css` (which whoever
 * draws it imports: the server renders it too, with no styles of its own). Its links are plain
 * links: each page of the site is its own document, drawn by the server.
 */
export function SiteFrame({
  theme,
  fonts = [],
  studioName,
  home,
  links,
  tools,
  menuLabel,
  footer,
  preview,
  children,
}: SiteFrameProps) {
  const menuId = useId();
  const brand = (
    <>
      <StudioLogo url={theme.logoUrl} darkUrl={theme.logoDarkUrl} className="site-logo" light={preview} />
      <span className="site-name">{studioName}</span>
    </>
  );
  return (
    <div
      className={clsx(
        'studio-site',
        `site-template-${theme.template}`,
        `site-menu-${theme.menuPosition}`,
        `site-menu-style-${theme.menuStyle}`,
        `site-menu-${theme.menuTransparency}`,
        `site-image-${theme.imageStyle}`,
        `site-animation-${theme.animationStyle}`,
        theme.menuBehavior === 'sticky' && !preview && 'site-menu-sticky',
      )}
      style={themeVariables(theme) as CSSProperties}
      data-testid="studio-site"
      data-template={theme.template}
      // A preview is a picture of the site: nothing in it can be reached, nor read out as the screen's own
      // headings and links (the screen around it has its own h1).
      inert={preview}
      aria-hidden={preview || undefined}
    >
      {fonts.length > 0 && <style>{fontFaces(fonts)}</style>}
      <div className="site-layout">
        <header className="site-header">
          <div className="site-header-inner">
            {preview ? (
              <span className="site-brand">{brand}</span>
            ) : (
              <a href={home} className="site-brand" data-testid="public-site-name">
                {brand}
              </a>
            )}
            {/* On a phone the menu folds behind a button, as a popover: the browser opens and closes
                it (Escape and a tap outside too) and tells assistive technology, with no script, so
                pages drawn by the server without one have it as well. */}
            <button type="button" className="site-menu-button" popoverTarget={menuId}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              {menuLabel}
            </button>
            <div id={menuId} popover="auto" className="site-menu-panel">
              <nav className="site-nav" aria-label={studioName}>
                {links.map((link) => (
                  <a key={link.to} href={link.to} aria-current={link.current ? 'page' : undefined}>
                    {link.label}
                  </a>
                ))}
              </nav>
              {tools && <div className="site-tools">{tools}</div>}
            </div>
          </div>
        </header>
        <main className="site-main">{children}</main>
        <footer className="site-footer">{footer}</footer>
      </div>
    </div>
  );
}
