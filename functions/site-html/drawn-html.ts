// Writing a page the server drew into the site's HTML (web/site.html), for the site's pages and
// the booking page alike.

/** `value` as JSON inside a `<script>`: no `<` can end the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * `template` (its head already written) in `language`, with `markup` drawn into its root and
 * `payload` beside it, in the element of id `payloadId`, for the page's script to take it over.
 */
export function withDrawnPage(
  template: string,
  { language, markup, payloadId, payload }: { language: string; markup: string; payloadId: string; payload: unknown },
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`The site's HTML has no ${root}`);
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(
      root,
      `<div id="root">${markup}</div>\n    <script type="application/json" id="${payloadId}">${scriptJson(payload)}</script>`,
    );
}
