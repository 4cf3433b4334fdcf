import { describe, expect, it } from 'vitest';
import {
  contrastWarnings,
  defaultTheme,
  fontFaces,
  fontStack,
  siteTheme,
  themeOptions,
  themeVariables,
} from './site-theme';

describe('siteTheme', () => {
  it('gives a studio that chose nothing the spec’s defaults', () => {
    expect(siteTheme({})).toEqual(defaultTheme);
    expect(defaultTheme).toMatchObject({
      template: 'modern',
      primaryColor: '#3B82F6',
      secondaryColor: '#1E40AF',
      accentColor: '#EF4444',
      backgroundColor: '#FFFFFF',
      textColor: '#111827',
      headingFont: 'Inter',
      menuTransparency: 'glass',
      logoUrl: '',
    });
    for (const [option, choices] of Object.entries(themeOptions)) {
      expect(defaultTheme[option as keyof typeof themeOptions]).toBe(choices[0]);
    }
  });

  it('takes each valid choice and keeps the default where a stored value is not one', () => {
    const theme = siteTheme(
      {
        'theme.template': 'classic',
        'theme.menuPosition': 'bottom',
        'theme.primaryColor': '#112233',
        'theme.textColor': 'red',
        'theme.headingFont': 'Georgia',
        'theme.bodyFont': 'Comic Sans',
        'theme.menuFont': 'Brand Sans',
        'theme.logoUrl': '/api/logo/a.png',
        'theme.logoDarkUrl': '/api/logo/b.png',
        timeZone: 'Europe/Madrid',
      },
      ['Brand Sans'],
    );
    expect(theme).toEqual({
      ...defaultTheme,
      template: 'classic',
      primaryColor: '#112233',
      headingFont: 'Georgia',
      menuFont: 'Brand Sans',
      logoUrl: '/api/logo/a.png',
      logoDarkUrl: '/api/logo/b.png',
    });
  });
});

describe('contrastWarnings', () => {
  it('finds nothing to say about the defaults', () => {
    expect(contrastWarnings(defaultTheme)).toEqual([]);
  });

  it('names light grey text on white, and a pale primary colour that links and icons would vanish in', () => {
    const warnings = contrastWarnings({ ...defaultTheme, textColor: '#AAAAAA', primaryColor: '#FDE68A' });
    expect(warnings).toEqual([
      { pair: 'text', ratio: 2.32, minimum: 4.5 },
      { pair: 'primary', ratio: 1.24, minimum: 3 },
    ]);
  });

  it('measures against the background chosen: light text on a dark site is fine, dark text is not', () => {
    const dark = { ...defaultTheme, backgroundColor: '#111111' };
    expect(contrastWarnings({ ...dark, textColor: '#F5F5F5' })).toEqual([]);
    expect(contrastWarnings(dark).map(({ pair }) => pair)).toEqual(['text']);
  });
});

describe('themeVariables', () => {
  it('draws fonts as stacks, an uploaded one before a safe fallback', () => {
    const variables = themeVariables({ ...defaultTheme, headingFont: "Brand's Sans", containerWidth: 'narrow' });
    expect(variables['--site-heading-font']).toMatch(/^'Brands Sans', ui-sans-serif/);
    expect(variables['--site-body-font']).toBe(fontStack('Inter'));
    expect(variables['--site-container']).toBe('48rem');
    expect(variables['--site-primary']).toBe('#3B82F6');
  });

  it('gives a dark page the studio’s own colours: a light site’s text and background trade places, a dark one stays', () => {
    const light = themeVariables({ ...defaultTheme, backgroundColor: '#FAF7F2', textColor: '#1C1917' });
    expect([light['--site-dark-background'], light['--site-dark-text']]).toEqual(['#1C1917', '#FAF7F2']);
    const dark = themeVariables({ ...defaultTheme, backgroundColor: '#101010', textColor: '#EEEEEE' });
    expect([dark['--site-dark-background'], dark['--site-dark-text']]).toEqual(['#101010', '#EEEEEE']);
  });
});

describe('fontFaces', () => {
  it('declares each uploaded font in its format, swapping in once it has loaded', () => {
    expect(
      fontFaces([
        { family: 'Brand Sans', url: '/api/fonts/abc', format: 'woff2' },
        { family: 'Old Face', url: '/api/fonts/def', format: 'ttf' },
      ]),
    ).toBe(
      "@font-face{font-family:'Brand Sans';src:url('/api/fonts/abc') format('woff2');font-display:swap}\n" +
        "@font-face{font-family:'Old Face';src:url('/api/fonts/def') format('truetype');font-display:swap}",
    );
  });

  it('keeps a name or address that would end the rule inside it', () => {
    const rule = fontFaces([{ family: "Evil'}body{color:red", url: "/api/fonts/x');}", format: 'otf' }]);
    expect(rule).toBe(
      "@font-face{font-family:'Evilbodycolorred';src:url('/api/fonts/x%27);%7D') format('opentype');font-display:swap}",
    );
  });
});
