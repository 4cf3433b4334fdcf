import { describe, expect, it } from 'vitest';
import { contractBlocks } from './contract-text';

describe('contractBlocks', () => {
  it('reads headings, paragraphs, bold and italic', () => {
    expect(contractBlocks('# Portrait session\n\nThe **client** agrees to *arrive on time*.\nThank you.')).toEqual([
      { kind: 'heading', level: 1, inlines: [{ text: 'Portrait session' }] },
      {
        kind: 'paragraph',
        inlines: [
          { text: 'The ' },
          { text: 'client', bold: true },
          { text: ' agrees to ' },
          { text: 'arrive on time', italic: true },
          { text: '. Thank you.' },
        ],
      },
    ]);
  });

  it('reads ordered and bulleted lists, nested items joining the outer list', () => {
    expect(contractBlocks('1. Deposit\n2. **Balance**\n   - on the day\n\n- Prints\n- Album')).toEqual([
      {
        kind: 'list',
        ordered: true,
        items: [[{ text: 'Deposit' }], [{ text: 'Balance', bold: true }], [{ text: 'on the day' }]],
      },
      { kind: 'list', ordered: false, items: [[{ text: 'Prints' }], [{ text: 'Album' }]] },
    ]);
  });

  it('caps headings at level three, setext headings included', () => {
    expect(contractBlocks('#### Small\n\nBig\n===').map((block) => block.kind === 'heading' && block.level)).toEqual([
      3, 1,
    ]);
  });

  it('shows raw HTML, links and images as the characters typed, never as markup', () => {
    const blocks = contractBlocks('<script>alert(1)</script> <b>x</b> [site](https://example.com) ![p](x.png)');
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        inlines: [{ text: '<script>alert(1)</script> <b>x</b> [site](https://example.com) ![p](x.png)' }],
      },
    ]);
  });

  it('keeps merge fields and decodes entities and escapes', () => {
    expect(contractBlocks('Between {{studio.name}} \\*and\\* {{client.name}} &amp; co.')).toEqual([
      { kind: 'paragraph', inlines: [{ text: 'Between {{studio.name}} *and* {{client.name}} & co.' }] },
    ]);
  });

  it('gives nothing for empty text', () => {
    expect(contractBlocks('  \n\n')).toEqual([]);
  });
});
