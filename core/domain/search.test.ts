import { describe, expect, it } from 'vitest';
import { searchPatterns, searchText } from './search';

describe('searchText', () => {
  it('folds case and accents, as a person types a name', () => {
    expect(searchText('Núria Marín', 'NURIA@Example.com', '+34 600')).toBe('nuria marin nuria@example.com +34 600');
    expect(searchText('Adrià Puigcerdà Çelik')).toBe('adria puigcerda celik');
    expect(searchText('José Muñoz Peña')).toBe('jose munoz pena');
  });

  it('spells out the letters that have no accent to strip', () => {
    expect(searchText('Søren Łukasz Straße Æsa')).toBe('soren lukasz strasse aesa');
  });
});

describe('searchPatterns', () => {
  it('asks for every word, folded, anywhere in the text', () => {
    expect(searchPatterns('  Bianchi   ADRIÀ ')).toEqual(['%bianchi%', '%adria%']);
  });

  it('matches a typed %, _ or \\ as itself, not as a wildcard', () => {
    expect(searchPatterns('50%_off\\')).toEqual(['%50\\%\\_off\\\\%']);
  });

  it('asks for nothing when nothing was typed', () => {
    expect(searchPatterns('   ')).toEqual([]);
  });
});
