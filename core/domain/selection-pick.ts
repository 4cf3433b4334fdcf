// What a client sends for one photo of their selection, checked by the selection API and by the
// gallery page before sending. Apart from ./selection.ts, so a gallery page's first visit, which
// sends nothing yet, loads no schema.
import { z } from 'zod/mini';
import { MAX_COMMENT_LENGTH, MAX_SELECTION_LISTS } from './selection';

const listId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** What a client keeps of one photo: the lists it is in and their comment. */
export const pickRequest = z.object({
  lists: z.array(listId).check(z.maxLength(MAX_SELECTION_LISTS + 1, 'tooLong')),
  comment: z._default(z.string().check(z.trim(), z.maxLength(MAX_COMMENT_LENGTH, 'tooLong')), ''),
});
export type PickRequest = z.output<typeof pickRequest>;
