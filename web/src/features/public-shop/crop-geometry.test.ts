import { describe, expect, it } from 'vitest';
import { cropOf, keptInside, MAX_ZOOM, orientationOf, printRatio } from './crop-geometry';

const landscapePhoto = { width: 3000, height: 2000 };
const print13x18 = { widthMm: 130, heightMm: 180 };

describe('the crop of a print', () => {
  it('turns the print as the client chooses, and starts as the photo is turned', () => {
    expect(printRatio(print13x18, 'portrait')).toBeCloseTo(130 / 180);
    expect(printRatio(print13x18, 'landscape')).toBeCloseTo(180 / 130);
    expect(orientationOf(landscapePhoto)).toBe('landscape');
    expect(orientationOf({ width: 2000, height: 3000 })).toBe('portrait');
  });

  it('is as large as the photo allows at zoom 1, in the print’s ratio, centred', () => {
    const ratio = printRatio(print13x18, 'portrait');
    const crop = cropOf(landscapePhoto, ratio, { cx: 0.5, cy: 0.5, zoom: 1 });
    expect(crop.height).toBe(1);
    expect(crop.y).toBe(0);
    // Its shape in pixels is the print's.
    expect((crop.width * landscapePhoto.width) / (crop.height * landscapePhoto.height)).toBeCloseTo(ratio, 4);
    expect(crop.x + crop.width / 2).toBeCloseTo(0.5);
  });

  it('keeps the frame inside the photo however far it is dragged', () => {
    const ratio = printRatio(print13x18, 'landscape');
    for (const frame of [
      { cx: -3, cy: -3, zoom: 2 },
      { cx: 5, cy: 5, zoom: 2 },
      { cx: 0.5, cy: 0.5, zoom: 99 },
    ]) {
      const crop = cropOf(landscapePhoto, ratio, frame);
      expect(crop.x).toBeGreaterThanOrEqual(0);
      expect(crop.y).toBeGreaterThanOrEqual(0);
      expect(crop.x + crop.width).toBeLessThanOrEqual(1);
      expect(crop.y + crop.height).toBeLessThanOrEqual(1);
    }
    expect(keptInside(landscapePhoto, ratio, { cx: 0.5, cy: 0.5, zoom: 99 }).zoom).toBe(MAX_ZOOM);
    expect(keptInside(landscapePhoto, ratio, { cx: 0.5, cy: 0.5, zoom: 0.2 }).zoom).toBe(1);
  });

  it('zooming in shows a smaller part of the photo around the same centre', () => {
    const ratio = printRatio(print13x18, 'landscape');
    const whole = cropOf(landscapePhoto, ratio, { cx: 0.5, cy: 0.5, zoom: 1 });
    const zoomed = cropOf(landscapePhoto, ratio, { cx: 0.5, cy: 0.5, zoom: 2 });
    expect(zoomed.width).toBeCloseTo(whole.width / 2);
    expect(zoomed.height).toBeCloseTo(whole.height / 2);
    expect(zoomed.x + zoomed.width / 2).toBeCloseTo(0.5);
    expect(zoomed.y + zoomed.height / 2).toBeCloseTo(0.5);
  });
});
