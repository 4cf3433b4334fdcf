import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn, relativeLuminance, rgbOf } from './color-contrast';

describe('colour contrast', () => {
  it('measures the WCAG ratio of two colours either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3B82F6', '#3B82F6')).toBe(1);
    // #767676 on white is the lightest grey that passes AA for body text (4.5:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('writes black on light colours and white on dark ones', () => {
    expect(readableTextOn('#FDE68A')).toBe('#000000');
    expect(readableTextOn('#22C55E')).toBe('#000000');
    expect(readableTextOn('#1E3A8A')).toBe('#ffffff');
    expect(readableTextOn('#7C3AED')).toBe('#ffffff');
  });
});

describe('reading a colour', () => {
  it('reads #rrggbb in either case and nothing else', () => {
    expect(rgbOf('#3b82F6')).toEqual([59, 130, 246]);
    expect(rgbOf('#fff')).toBeUndefined();
    expect(rgbOf('rgb(1, 2, 3)')).toBeUndefined();
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 5);
  });
});
