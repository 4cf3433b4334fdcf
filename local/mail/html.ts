// The bits of HTML the local platform writes itself (mailbox, consent page, e-mails).
import { escapeHtml } from '../../functions/lib/html';
import type { Language } from './local-strings';

// The platform's pages and auth mails escape exactly as the API's mails do.
export { escapeHtml };

const baseStyle = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0; padding: 2rem 1rem; }
  main { max-width: 48rem; margin: 0 auto; }
  a { color: #2563eb; }
  button, input { font: inherit; }
`;

/** A whole page; `body` must already be escaped HTML. */
export function htmlDocument(options: { lang: Language; title: string; body: string; style?: string }): string {
  return `<!doctype html>
<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style>${baseStyle}${options.style ?? ''}</style>
</head>
<body>
<main>
${options.body}
</main>
</body>
</html>`;
}
