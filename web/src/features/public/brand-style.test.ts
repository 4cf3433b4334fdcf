import { describe, expect, it } from 'vitest';
import { brandStyle } from './brand-style';

describe("a studio's brand colour", () => {
  it('puts white text on dark colours and black text on light ones', () => {
    expect(brandStyle('#1E40AF')).toMatchObject({ '--brand': '#1E40AF', '--brand-foreground': '#ffffff' });
    expect(brandStyle('#3B82F6')).toMatchObject({ '--brand-foreground': '#ffffff' });
    expect(brandStyle('#FACC15')).toMatchObject({ '--brand': '#FACC15', '--brand-foreground': '#111111' });
  });

  it('leaves the default palette alone for anything but a hex colour', () => {
    expect(brandStyle(null)).toBeUndefined();
    expect(brandStyle('red; background: url(x)')).toBeUndefined();
  });
});
