import { describe, expect, it } from 'vitest';
import { timeOptions } from './time-field';

/** The `HH:mm` values the list offers, for a value the field holds. */
const times = (current: string) => timeOptions(current, 'en').map((option) => option.value);

describe('timeOptions', () => {
  it('lists the day on the quarter hour', () => {
    const options = times('10:00');
    expect(options).toHaveLength(96);
    expect(options.slice(0, 2)).toEqual(['00:00', '00:15']);
    expect(options.at(-1)).toBe('23:45');
  });

  // A session saved at 10:05 must not be moved to another time by opening and saving its form.
  it('keeps a saved time that falls between, in its place', () => {
    const options = times('10:05');
    expect(options).toHaveLength(97);
    expect(options.slice(options.indexOf('10:00'), options.indexOf('10:00') + 3)).toEqual(['10:00', '10:05', '10:15']);
  });

  it('adds nothing for an empty or malformed value', () => {
    expect(times('')).toHaveLength(96);
    expect(times('7:5')).toHaveLength(96);
  });
});
