// The size of a long list's window, shared by the areas whose lists grow as a person scrolls.
import { z } from 'zod/mini';

/** Long lists load by windows that grow as a person scrolls; never more than this at once. */
export const listWindow = z.int().check(z.minimum(1), z.maximum(5000));
