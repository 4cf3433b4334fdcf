// Places where sessions happen: the studio, a park, a venue. Sessions keep a copy of the
// location's name, so deleting a saved location never changes where past sessions took place.
import { z } from 'zod';
import { entityId } from './ids';
import { partialUpdate } from './partial-update';

/** The fields a photographer edits on a location; shared by the form and the mutators. */
export const locationFields = z.object({
  name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  address: z.string().trim().max(500, 'tooLong').default(''),
  notes: z.string().max(10_000, 'tooLong').default(''),
});

export const createLocationArgs = locationFields.extend({ id: entityId, accountId: entityId });
export const updateLocationArgs = partialUpdate(locationFields).extend({ id: entityId });
export const deleteLocationArgs = z.object({ id: entityId });
