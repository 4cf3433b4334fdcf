import { describe, expect, it } from 'vitest';
import { sessionTypeNamed } from './session-type-name';

const types = [
  { id: 'a', name: 'Newborn' },
  { id: 'b', name: 'Recién nacido' },
  { id: 'c', name: 'Newborn deluxe' },
];

describe('sessionTypeNamed', () => {
  it('finds the saved type a booking names, whatever its case and accents', () => {
    expect(sessionTypeNamed(types, 'newborn')?.id).toBe('a');
    expect(sessionTypeNamed(types, 'RECIEN NACIDO')?.id).toBe('b');
  });

  it('finds nothing for part of a name, a name still being typed, another name or nothing', () => {
    expect(sessionTypeNamed(types, 'newb')).toBeUndefined();
    expect(sessionTypeNamed(types, 'newborn ')).toBeUndefined();
    expect(sessionTypeNamed(types, 'Wedding')).toBeUndefined();
    expect(sessionTypeNamed(types, '  ')).toBeUndefined();
  });
});
