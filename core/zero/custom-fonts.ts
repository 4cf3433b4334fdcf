// The font files a studio uploaded for its public site (POST /api/upload/font writes them, DELETE
// /api/fonts/{id} removes them: their files live in storage, so no mutator changes them).
import { defineQuery } from '@rocicorp/zero';
import { inStudio, type QueryOptions } from './access';
import type { customFontQueryArgs } from './query-args/custom-fonts';
import { zql } from './schema';

export const customFontQueries = {
  list: defineQuery(({ args: { accountId }, ctx }: QueryOptions<typeof customFontQueryArgs.list>) =>
    inStudio(zql.customFonts, ctx, accountId)
      .orderBy('fontFamily', 'asc')
      .orderBy('uploadDate', 'asc')
      .orderBy('id', 'asc'),
  ),
};
