import { clsx } from 'clsx';

type StudioLogoProps = {
  /** The logo as uploaded (`theme.logoUrl`), '' or null for none. */
  url: string | null;
  /** Its variant for dark backgrounds (`theme.logoDarkUrl`), '' or null for none. */
  darkUrl: string | null;
  /** `site-logo` or `public-logo` first: index.css puts a logo with no variant on its plate by it. */
  className: string;
  /** A picture of the light site (the brand screen's preview): never its dark look. */
  light?: boolean;
};

/**
 * A studio's logo on its public pages. When the page is dark (index.css, as the pages decide it)
 * the variant for dark backgrounds shows instead, or, without one, the logo sits on a light plate:
 * a logo drawn in dark ink stays visible. Both are in the page, so nothing flashes or waits on a script.
 */
export function StudioLogo({ url, darkUrl, className, light }: StudioLogoProps) {
  if (light || !darkUrl) return url ? <img src={url} alt="" className={className} /> : null;
  return (
    <>
      {url && <img src={url} alt="" className={clsx(className, 'studio-logo-light')} />}
      <img src={darkUrl} alt="" className={clsx(className, 'studio-logo-dark')} />
    </>
  );
}
