// The look of a studio's public site: the theme.* settings with their defaults, the choices the
// brand screen offers for each, and the CSS custom properties the site is drawn with. The public
// handlers and the brand screen's preview read a theme through `siteTheme`, so a value stored
// before an option was withdrawn (or never valid) falls back to the default instead of breaking
// the page.
import { contrastRatio, readableButton, relativeLuminance, TEXT_CONTRAST } from './color-contrast';

/** The choices of each theme option; the first is the spec's default. */
export const themeOptions = {
  template: ['modern', 'classic', 'minimal'],
  containerWidth: ['standard', 'narrow', 'wide', 'full'],
  spacing: ['standard', 'compact', 'relaxed'],
  borderRadius: ['medium', 'none', 'small', 'large'],
  imageStyle: ['standard', 'rounded', 'framed', 'shadow'],
  animationStyle: ['minimal', 'none', 'smooth'],
  menuStyle: ['standard', 'centered', 'uppercase'],
  menuPosition: ['top', 'side'],
  menuBehavior: ['sticky', 'static'],
  menuTransparency: ['glass', 'solid', 'transparent'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type ThemeOption = keyof typeof themeOptions;

/**
 * Fonts every device has, by the name the settings store, with the stack drawn: a studio's site
 * loads no font from elsewhere unless the studio uploads its own.
 */
export const builtInFonts = {
  Inter: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  'System Sans': "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  Georgia: "Georgia, 'Times New Roman', serif",
  Garamond: "Garamond, 'EB Garamond', 'Cormorant Garamond', Baskerville, 'Times New Roman', serif",
  Palatino: "'Palatino Linotype', Palatino, 'Book Antiqua', ui-serif, serif",
  Helvetica: "'Helvetica Neue', Helvetica, Arial, sans-serif",
  Futura: "Futura, 'Century Gothic', 'Avenir Next', ui-sans-serif, sans-serif",
  Monospace: "ui-monospace, 'SF Mono', Menlo, Consolas, monospace",
} as const;

export type BuiltInFont = keyof typeof builtInFonts;

/** The theme's colours and fonts, each a `theme.*` key of its own. */
export const themeColors = ['primaryColor', 'secondaryColor', 'accentColor', 'backgroundColor', 'textColor'] as const;
export const themeFonts = ['headingFont', 'bodyFont', 'menuFont'] as const;

export type ThemeColor = (typeof themeColors)[number];
export type ThemeFont = (typeof themeFonts)[number];

export type SiteTheme = { [Option in ThemeOption]: (typeof themeOptions)[Option][number] } & {
  [Color in ThemeColor]: string;
} & { [Font in ThemeFont]: string } & { logoUrl: string; logoDarkUrl: string };

/** The spec's defaults (section 3): what a studio that never opened the brand screen shows. */
export const defaultTheme: SiteTheme = {
  template: 'modern',
  containerWidth: 'standard',
  spacing: 'standard',
  borderRadius: 'medium',
  imageStyle: 'standard',
  animationStyle: 'minimal',
  menuStyle: 'standard',
  menuPosition: 'top',
  menuBehavior: 'sticky',
  menuTransparency: 'glass',
  primaryColor: '#3B82F6',
  secondaryColor: '#1E40AF',
  accentColor: '#EF4444',
  backgroundColor: '#FFFFFF',
  textColor: '#111827',
  headingFont: 'Inter',
  bodyFont: 'Inter',
  menuFont: 'Inter',
  logoUrl: '',
  logoDarkUrl: '',
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

function isOption<Option extends ThemeOption>(
  option: Option,
  value: unknown,
): value is (typeof themeOptions)[Option][number] {
  return (themeOptions[option] as readonly unknown[]).includes(value);
}

/**
 * The theme a studio's settings describe (`theme.*` keys of `accounts.settings`), each key that is
 * missing or not one of today's choices read as its default. `fonts` names the studio's uploaded
 * font families, which are valid choices beside the built-in ones.
 */
export function siteTheme(settings: Readonly<Record<string, unknown>>, fonts: readonly string[] = []): SiteTheme {
  const theme: Record<string, unknown> = { ...defaultTheme };
  for (const option of Object.keys(themeOptions) as ThemeOption[]) {
    const value = settings[`theme.${option}`];
    if (isOption(option, value)) theme[option] = value;
  }
  for (const color of themeColors) {
    const value = settings[`theme.${color}`];
    if (typeof value === 'string' && HEX_COLOR.test(value)) theme[color] = value;
  }
  for (const font of themeFonts) {
    const value = settings[`theme.${font}`];
    if (typeof value === 'string' && (value in builtInFonts || fonts.includes(value))) theme[font] = value;
  }
  const logo = settings['theme.logoUrl'];
  if (typeof logo === 'string') theme.logoUrl = logo;
  const darkLogo = settings['theme.logoDarkUrl'];
  if (typeof darkLogo === 'string') theme.logoDarkUrl = darkLogo;
  return theme as SiteTheme;
}

/**
 * Where the site lays the theme's colours on its background, with the contrast WCAG AA asks of
 * each: body text 4.5:1, and the primary and accent colours 3:1 where they mark links, icons and focus
 * (buttons' labels are kept readable whatever the colour, see `readableButton`).
 */
export const contrastPairs = {
  text: { color: 'textColor', minimum: TEXT_CONTRAST },
  primary: { color: 'primaryColor', minimum: 3 },
  accent: { color: 'accentColor', minimum: 3 },
} as const satisfies Record<string, { color: ThemeColor; minimum: number }>;

export type ContrastWarning = { pair: keyof typeof contrastPairs; ratio: number; minimum: number };

/** The colours that would fall below WCAG AA on the theme's background, each with its ratio. */
export function contrastWarnings(theme: Pick<SiteTheme, ThemeColor>): ContrastWarning[] {
  return (Object.keys(contrastPairs) as ContrastWarning['pair'][])
    .map((pair) => {
      const { color, minimum } = contrastPairs[pair];
      const ratio = Math.floor(contrastRatio(theme[color], theme.backgroundColor) * 100) / 100;
      return { pair, ratio, minimum };
    })
    .filter(({ ratio, minimum }) => ratio < minimum);
}

const containerWidths: Record<SiteTheme['containerWidth'], string> = {
  narrow: '48rem',
  standard: '72rem',
  wide: '90rem',
  full: '100%',
};
const spacings: Record<SiteTheme['spacing'], string> = { compact: '0.75', standard: '1', relaxed: '1.5' };
const radii: Record<SiteTheme['borderRadius'], string> = {
  none: '0',
  small: '0.25rem',
  medium: '0.5rem',
  large: '1.25rem',
};

/** A font the studio uploaded, as the site loads it. */
export type SiteFont = { family: string; url: string; format: 'woff2' | 'woff' | 'ttf' | 'otf' };

const fontFormats: Record<SiteFont['format'], string> = {
  woff2: 'woff2',
  woff: 'woff',
  ttf: 'truetype',
  otf: 'opentype',
};

/**
 * The @font-face rules of the studio's uploaded fonts. Family names cannot hold quotes or
 * semicolons (account-settings.ts), and the addresses are the API's own, so nothing escapes the rule.
 */
export function fontFaces(fonts: readonly SiteFont[]): string {
  return fonts
    .map(
      ({ family, url, format }) =>
        `@font-face{font-family:'${family.replace(/[^\p{L}\p{N} ._-]/gu, '')}';src:url('${encodeURI(url).replaceAll("'", '%27')}') format('${fontFormats[format]}');font-display:swap}`,
    )
    .join('\n');
}

/** The font stack of a font name: a built-in stack, or an uploaded family before a safe fallback. */
export function fontStack(name: string): string {
  return name in builtInFonts
    ? builtInFonts[name as BuiltInFont]
    : `'${name.replaceAll("'", '')}', ${builtInFonts['System Sans']}`;
}

/**
 * The site's colours for a visitor who asked for dark pages: a light background and dark text
 * trade places, at the same contrast; a site already dark stays as it is.
 */
function darkColors({ backgroundColor, textColor }: SiteTheme): Record<string, string> {
  const light = relativeLuminance(backgroundColor) > relativeLuminance(textColor);
  return {
    '--site-dark-background': light ? textColor : backgroundColor,
    '--site-dark-text': light ? backgroundColor : textColor,
  };
}

/** The CSS custom properties the public site is drawn with (see the site's stylesheet). */
export function themeVariables(theme: SiteTheme): Record<string, string> {
  return {
    '--site-primary': theme.primaryColor,
    '--site-button': readableButton(theme.primaryColor)?.background ?? theme.primaryColor,
    '--site-button-text': readableButton(theme.primaryColor)?.foreground ?? '#ffffff',
    '--site-button-hover': readableButton(theme.secondaryColor)?.background ?? theme.secondaryColor,
    '--site-button-hover-text': readableButton(theme.secondaryColor)?.foreground ?? '#ffffff',
    '--site-secondary': theme.secondaryColor,
    '--site-accent': theme.accentColor,
    '--site-background': theme.backgroundColor,
    '--site-text': theme.textColor,
    ...darkColors(theme),
    '--site-heading-font': fontStack(theme.headingFont),
    '--site-body-font': fontStack(theme.bodyFont),
    '--site-menu-font': fontStack(theme.menuFont),
    '--site-container': containerWidths[theme.containerWidth],
    '--site-spacing': spacings[theme.spacing],
    '--site-radius': radii[theme.borderRadius],
  };
}
