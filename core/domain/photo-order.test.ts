import { describe, expect, it } from 'vitest';
import { comparePhotos, placeOf, sortableOf, type SortablePhoto } from './photo-order';

const photo = (filename: string, capturedAt?: string): SortablePhoto => ({ filename, capturedAt });
const sorted = (photos: SortablePhoto[], order: 'capture' | 'filename') =>
  [...photos].sort(comparePhotos(order)).map((p) => p.filename);

describe('comparePhotos', () => {
  it('sorts file names as cameras count: IMG_2 before IMG_10, whatever the case', () => {
    expect(sorted([photo('IMG_10.jpg'), photo('img_2.jpg'), photo('IMG_1.jpg')], 'filename')).toEqual([
      'IMG_1.jpg',
      'img_2.jpg',
      'IMG_10.jpg',
    ]);
  });

  it('puts a name before its numbered namesakes, and one extension beside another', () => {
    expect(sorted([photo('IMG_1 (2).jpg'), photo('IMG_1.png'), photo('IMG_1.jpg')], 'filename')).toEqual([
      'IMG_1.jpg',
      'IMG_1.png',
      'IMG_1 (2).jpg',
    ]);
  });

  it('sorts by the camera’s clock, ties and photos without one by name, those last', () => {
    const photos = [
      photo('b.jpg'),
      photo('DSC_9.jpg', '2024-05-01T10:02:00'),
      photo('a.jpg'),
      photo('IMG_1.jpg', '2024-05-01T10:01:00+02:00'),
      photo('IMG_3.jpg', '2024-05-01T10:02:00-05:00'),
    ];
    expect(sorted(photos, 'capture')).toEqual(['IMG_1.jpg', 'DSC_9.jpg', 'IMG_3.jpg', 'a.jpg', 'b.jpg']);
  });
});

describe('sortableOf', () => {
  it('reads the capture time from the metadata, and only a string', () => {
    expect(sortableOf({ filename: 'a.jpg', metadata: { capturedAt: '2024-05-01T10:00:00' } })).toEqual({
      filename: 'a.jpg',
      capturedAt: '2024-05-01T10:00:00',
    });
    expect(sortableOf({ filename: 'b.jpg', metadata: { capturedAt: 42, orientation: 1 } })).toEqual({
      filename: 'b.jpg',
      capturedAt: undefined,
    });
  });
});

describe('placeOf', () => {
  const gallery = [photo('IMG_1.jpg', '2024-05-01T10:00:00'), photo('IMG_5.jpg', '2024-05-01T10:05:00')];

  it('puts a new photo before the first one that sorts after it', () => {
    expect(placeOf(photo('IMG_3.jpg', '2024-05-01T10:03:00'), gallery, 'capture')).toBe(1);
    expect(placeOf(photo('IMG_0.jpg', '2024-05-01T09:00:00'), gallery, 'capture')).toBe(0);
    expect(placeOf(photo('IMG_9.jpg', '2024-05-01T11:00:00'), gallery, 'capture')).toBe(2);
    expect(placeOf(photo('IMG_10.jpg'), gallery, 'filename')).toBe(2);
  });

  it('keeps an arrangement made by hand: only the photos after the new one move', () => {
    const byHand = [gallery[1] as SortablePhoto, gallery[0] as SortablePhoto];
    expect(placeOf(photo('IMG_3.jpg', '2024-05-01T10:03:00'), byHand, 'capture')).toBe(0);
    expect(placeOf(photo('IMG_6.jpg', '2024-05-01T10:06:00'), byHand, 'capture')).toBe(2);
  });
});
