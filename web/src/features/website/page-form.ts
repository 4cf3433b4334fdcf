import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { sitePageFields } from '@core/domain/site-page';
import { pageLayouts } from '@core/domain/site-page-view';
import type { RowInput } from './block-types';
import type { SitePage } from './site-page-types';

/** What the editor's fields hold: the page's fields but its status, which the button pressed chooses. */
export const pageForm = sitePageFields.omit({ status: true });
export type PageFormInput = z.input<typeof pageForm>;
export type PageFormOutput = z.output<typeof pageForm>;
export type PageFormControl = Control<PageFormInput, unknown, PageFormOutput>;

/** Where one block's fields sit in the form. */
export type BlockPath = `rows.${number}.blocks.${number}`;

const isLayout = (value: string): value is PageFormInput['layout'] =>
  (pageLayouts as readonly string[]).includes(value);

export function pageFormValues(page: SitePage): PageFormInput {
  return {
    title: page.title,
    path: page.path,
    description: page.description,
    layout: isLayout(page.layout) ? page.layout : 'default',
    // Written only through the mutators, which check them against pageRow.
    rows: page.rows as unknown as RowInput[],
  };
}
