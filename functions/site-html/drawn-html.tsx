// Drawing a page with React into the site's HTML (web/site.html), for every page drawn here: the
// site's pages, booking, a public gallery and the landing page.
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';

/** `value` as JSON inside a `<script>`: no `<` can end the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

type DrawnPage = {
  /** The page's tree, drawn in `i18n`'s language with its words. */
  page: ReactNode;
  i18n: i18n;
  /** What the page's script takes the page over from, in the element of id `payloadId`. */
  payloadId: string;
  payload: unknown;
};

/** `template` (its head already written) with `page` drawn into its root and `payload` beside it. */
export function withDrawnPage(template: string, { page, i18n, payloadId, payload }: DrawnPage): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`The site's HTML has no ${root}`);
  const markup = renderToString(<I18nextProvider i18n={i18n}>{page}</I18nextProvider>);
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${i18n.language}"`)
    .replace(
      root,
      `<div id="root">${markup}</div>\n    <script type="application/json" id="${payloadId}">${scriptJson(payload)}</script>`,
    );
}
