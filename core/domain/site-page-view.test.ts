import { describe, expect, it } from 'vitest';
import { richText } from './site-page-view';

describe('richText', () => {
  it('reads paragraphs, bold, italic and links', () => {
    expect(richText('Hello **you**, _welcome_.\n\nSee [prices](/prices) or [mail](mailto:a@b.c).')).toEqual([
      [
        { text: 'Hello ' },
        { text: 'you', bold: true },
        { text: ', ' },
        { text: 'welcome', italic: true },
        { text: '.' },
      ],
      [
        { text: 'See ' },
        { text: 'prices', href: '/prices' },
        { text: ' or ' },
        { text: 'mail', href: 'mailto:a@b.c' },
        { text: '.' },
      ],
    ]);
  });

  it('keeps a link to script as the text it was written as', () => {
    expect(richText('[click](javascript:alert(1))')).toEqual([
      [{ text: '[click](javascript:alert(1)' }, { text: ')' }],
    ]);
  });
});
