import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { downloadSizes, galleryFields, MAX_REMINDER_DAYS } from '@core/domain/gallery';
import { galleryStatuses, galleryVisibilities } from '@core/domain/gallery-options';
import { photoOrders } from '@core/domain/photo-order';
import { watermarkSettings } from '@core/domain/watermark';
import { isDay } from './expiry';
import { selectionListRows } from './selection-lists-form';

const reminderDays = z.number('invalid').int('invalid').min(1, 'invalid').max(MAX_REMINDER_DAYS, 'invalid');

// The domain's rules for name and description; the expiry is chosen as a day and the settings
// as separate controls, then turned into the mutator's arguments on submit.
export const galleryForm = galleryFields
  .pick({ name: true, description: true })
  .extend({
    status: z.enum(galleryStatuses),
    expires: z.boolean(),
    expiresOn: z.string(),
    visibility: z.enum(galleryVisibilities),
    downloads: z.boolean(),
    downloadSizes: z.enum(downloadSizes),
    /** Empty for no PIN. */
    downloadPin: z
      .string()
      .trim()
      .regex(/^(\d{4,8})?$/, 'invalid'),
    photoOrder: z.enum(photoOrders),
    selectionLists: selectionListRows,
    watermark: watermarkSettings,
    reminds: z.boolean(),
    reminderDays,
    selectionReminds: z.boolean(),
    selectionReminderDays: reminderDays,
  })
  .superRefine((values, ctx) => {
    if (values.expires && !isDay(values.expiresOn)) {
      ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'required' });
    }
  });
export type GalleryFormInput = z.input<typeof galleryForm>;
type GalleryFormOutput = z.output<typeof galleryForm>;
export type GalleryFormControl = Control<GalleryFormInput, unknown, GalleryFormOutput>;
