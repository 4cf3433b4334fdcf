import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, previewRows } from './preview-rows';

describe('previewRows', () => {
  it('keeps blocks that are valid as they are', () => {
    const rows = [
      {
        id: 'r1',
        blocks: [
          { type: 'heading', text: 'About me', level: 3 },
          { type: 'text', text: 'I am **Laia**.' },
          { type: 'image', src: 'https://example.com/a.jpg', alt: 'A portrait', caption: '' },
        ],
      },
    ];
    expect(previewRows(rows)).toEqual(rows);
  });

  it('draws half-typed blocks instead of dropping them', () => {
    expect(
      previewRows([
        {
          id: 'r1',
          blocks: [
            { type: 'heading', text: '', level: 2 },
            { type: 'image', src: 'http://insecure.test/a.jpg' },
            { type: 'imageText', src: '', imageSide: 'right' },
            { type: 'gallery', galleryId: 'g1', limit: Number.NaN },
          ],
        },
      ]),
    ).toEqual([
      {
        id: 'r1',
        blocks: [
          { type: 'heading', text: '', level: 2 },
          { type: 'image', src: PLACEHOLDER_IMAGE, alt: '', caption: '' },
          { type: 'imageText', src: PLACEHOLDER_IMAGE, alt: '', heading: '', text: '', imageSide: 'right' },
          { type: 'gallery', galleryId: 'g1', limit: 12 },
        ],
      },
    ]);
  });

  it('keeps a gallery limit within 1 to 60 and leaves a local image path as it is', () => {
    const [row] = previewRows([
      {
        id: 'r1',
        blocks: [
          { type: 'gallery', galleryId: 'g1', limit: 500 },
          { type: 'image', src: '/api/images/g1/a.jpg', alt: '', caption: '' },
        ],
      },
    ]);
    expect(row?.blocks).toEqual([
      { type: 'gallery', galleryId: 'g1', limit: 60 },
      { type: 'image', src: '/api/images/g1/a.jpg', alt: '', caption: '' },
    ]);
  });

  it('points every button nowhere and keeps testimonials that are objects', () => {
    const [row] = previewRows([
      {
        id: 'r1',
        blocks: [
          { type: 'button', label: 'Book', href: 'javascript:alert(1)', style: 'secondary' },
          { type: 'testimonials', items: [{ quote: 'Lovely', author: 'Anna' }, null, { quote: 'Great' }] },
        ],
      },
    ]);
    expect(row?.blocks).toEqual([
      { type: 'button', label: 'Book', href: '#', style: 'secondary' },
      {
        type: 'testimonials',
        items: [
          { quote: 'Lovely', author: 'Anna' },
          { quote: 'Great', author: '' },
        ],
      },
    ]);
  });

  it('leaves out unknown blocks, rows left empty, and what is not a row', () => {
    expect(
      previewRows([
        { id: 'r1', blocks: [{ type: 'video', src: 'x' }] },
        { blocks: [{ type: 'text', text: 'Hi' }] },
        'row',
        null,
      ]),
    ).toEqual([{ id: 'row-1', blocks: [{ type: 'text', text: 'Hi' }] }]);
    expect(previewRows(undefined)).toEqual([]);
  });
});
