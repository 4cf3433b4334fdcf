import { z } from 'zod';

/** Where a watermark sits on a photo; `tiled` repeats it across the whole photo. */
export const watermarkPositions = ['center', 'top-left', 'top-right', 'bottom-left', 'bottom-right', 'tiled'] as const;
export const watermarkKinds = ['text', 'logo'] as const;

/**
 * A gallery's watermark, drawn when a render is made for a client (never on originals, never
 * for the studio's own members). Text left empty shows the studio's name; `logo` draws the
 * studio's logo from its brand settings.
 */
export const watermarkSettings = z.object({
  enabled: z.boolean().default(false),
  kind: z.enum(watermarkKinds).default('text'),
  text: z.string().trim().max(60, 'tooLong').default(''),
  position: z.enum(watermarkPositions).default('center'),
  /** 0.05 (barely there) to 1 (solid). */
  opacity: z.number().min(0.05, 'invalid').max(1, 'invalid').default(0.4),
  /** The watermark's width as a percentage of the photo's width. */
  size: z.number().int().min(5, 'invalid').max(100, 'invalid').default(30),
});
export type WatermarkSettings = z.output<typeof watermarkSettings>;
export const defaultWatermark: WatermarkSettings = watermarkSettings.parse({});
