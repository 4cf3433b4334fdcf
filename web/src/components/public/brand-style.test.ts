import { describe, expect, it } from 'vitest';
import { brandStyle } from './brand-style';

describe("a studio's brand colour", () => {
  it('puts white text on dark colours and near-black text on light ones', () => {
    expect(brandStyle('#1E40AF')).toMatchObject({ '--brand': '#1E40AF', '--brand-foreground': '#ffffff' });
    expect(brandStyle('#FACC15')).toMatchObject({ '--brand': '#FACC15', '--brand-foreground': '#111111' });
    expect(brandStyle('#F97316')).toMatchObject({ '--brand': '#F97316', '--brand-foreground': '#111111' });
  });

  it('deepens a mid colour just enough for white text to reach 4.5:1, keeping the chosen colour for focus', () => {
    // #3B82F6 with white text is 3.7:1; #3472d8 (the same blue, 12% deeper) is 4.6:1, and
    // the shade one step lighter would be under 4.5:1.
    expect(brandStyle('#3B82F6')).toEqual({
      '--brand': '#3472d8',
      '--brand-foreground': '#ffffff',
      '--ring': '#3B82F6',
    });
    expect(brandStyle('#EF4444')).toMatchObject({ '--brand': '#d73d3d', '--brand-foreground': '#ffffff' });
  });

  it('leaves the default palette alone for anything but a hex colour', () => {
    expect(brandStyle(null)).toBeUndefined();
    expect(brandStyle('red; background: url(x)')).toBeUndefined();
  });
});
