import { describe, expect, it } from 'vitest';
import { pagePath } from '@core/domain/site-page';
import { suggestPagePath } from './page-path';

describe('suggestPagePath', () => {
  it.each([
    ['Sobre mí & Contacto', '/sobre-mi-contacto'],
    ['About', '/about'],
    ['  Prices 2027  ', '/prices-2027'],
    ['Col·lecció de tardor', '/colleccio-de-tardor'],
    ["L'estudi", '/l-estudi'],
    ['Niños y bebés — ¡sesiones!', '/ninos-y-bebes-sesiones'],
  ])('%s → %s', (title, path) => {
    expect(suggestPagePath(title)).toBe(path);
  });

  it('is empty when the title has no letter or digit', () => {
    expect(suggestPagePath('')).toBe('');
    expect(suggestPagePath(' & — ! ')).toBe('');
  });

  it('keeps a long title short, without a trailing hyphen', () => {
    const path = suggestPagePath(`${'a'.repeat(59)} bcd`);
    expect(path).toBe(`/${'a'.repeat(59)}`);
  });

  it('suggests only addresses a page may have', () => {
    for (const title of ['Sobre mí & Contacto', 'Wedding photography in Girona', 'Preus 2027']) {
      expect(pagePath.safeParse(suggestPagePath(title)).success).toBe(true);
    }
  });
});
