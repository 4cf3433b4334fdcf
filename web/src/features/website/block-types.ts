import type { z } from 'zod';
import { newId } from '@core/domain/ids';
import type { PageBlockType, pageBlock, pageRow } from '@core/domain/site-page';

export type BlockInput = z.input<typeof pageBlock>;
export type RowInput = z.input<typeof pageRow>;

/** How many blocks a row holds side by side (pageRow in core/domain/site-page.ts). */
export const MAX_BLOCKS_PER_ROW = 3;
/** How many testimonials one block holds (pageBlock in core/domain/site-page.ts). */
export const MAX_TESTIMONIALS = 12;
/** Photos a new gallery block shows, before the photographer changes it. */
const DEFAULT_GALLERY_LIMIT = 12;

/** Each block type as it is added: empty, for the photographer to fill in. */
const blankBlocks: { [Type in PageBlockType]: (galleryId: string) => Extract<BlockInput, { type: Type }> } = {
  heading: () => ({ type: 'heading', text: '', level: 2 }),
  text: () => ({ type: 'text', text: '' }),
  image: () => ({ type: 'image', src: '', alt: '', caption: '' }),
  imageText: () => ({ type: 'imageText', src: '', alt: '', heading: '', text: '', imageSide: 'left' }),
  gallery: (galleryId) => ({ type: 'gallery', galleryId, limit: DEFAULT_GALLERY_LIMIT }),
  contactForm: () => ({ type: 'contactForm', heading: '' }),
  booking: () => ({ type: 'booking', heading: '' }),
  testimonials: () => ({ type: 'testimonials', items: [{ quote: '', author: '' }] }),
  reviews: () => ({ type: 'reviews', heading: '' }),
  button: () => ({ type: 'button', label: '', href: '', style: 'primary' }),
};

/** The block types in the order the "add" menus list them. */
export const blockTypes = Object.keys(blankBlocks) as PageBlockType[];

/** A new, empty block; a gallery block starts on `galleryId` (the first gallery offered, or none). */
export function newBlock(type: PageBlockType, galleryId = ''): BlockInput {
  return blankBlocks[type](galleryId);
}

/** A new row holding one empty block. */
export function newRow(type: PageBlockType, galleryId = ''): RowInput {
  return { id: newId(), blocks: [newBlock(type, galleryId)] };
}
