// A contract's text as blocks of data, never HTML: the signing page (React) and the sealed PDF
// (pdfkit) both draw these, so what a client reads is what the PDF holds. Markdown is read with
// markdown-it's empty preset and only headings, lists and emphasis turned on: raw HTML, links,
// images, quotes and code stay the plain characters the photographer typed.
import MarkdownIt, { type Token } from 'markdown-it';

export type Inline = { text: string; bold?: boolean; italic?: boolean };
export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; inlines: Inline[] }
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const markdown = new MarkdownIt('zero', { html: false }).enable([
  'heading',
  'lheading',
  'list',
  'emphasis',
  'escape',
  'entity',
  'newline',
]);

/** The inline runs of one `inline` token: adjacent runs of the same style joined. */
function inlinesOf(token: Token): Inline[] {
  const runs: Inline[] = [];
  let bold = 0;
  let italic = 0;
  const push = (text: string) => {
    const last = runs.at(-1);
    const style = { ...(bold > 0 ? { bold: true } : {}), ...(italic > 0 ? { italic: true } : {}) };
    if (last && !!last.bold === bold > 0 && !!last.italic === italic > 0) last.text += text;
    else runs.push({ text, ...style });
  };
  for (const child of token.children ?? []) {
    if (child.type === 'strong_open') bold++;
    else if (child.type === 'strong_close') bold--;
    else if (child.type === 'em_open') italic++;
    else if (child.type === 'em_close') italic--;
    else if (child.type === 'softbreak') push(' ');
    else if (child.type === 'hardbreak') push('\n');
    else if (child.content) push(child.content);
  }
  return runs;
}

/**
 * A contract's Markdown as blocks. Headings deeper than three read as level three; a list inside
 * a list item adds its items to the outer list (a contract's lists are short and flat).
 */
export function contractBlocks(source: string): Block[] {
  const tokens = markdown.parse(source, {});
  const blocks: Block[] = [];
  let list: Extract<Block, { kind: 'list' }> | null = null;
  let depth = 0;
  let item: Inline[] | null = null;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    switch (token.type) {
      case 'bullet_list_open':
      case 'ordered_list_open':
        if (depth++ === 0) {
          list = { kind: 'list', ordered: token.type === 'ordered_list_open', items: [] };
          blocks.push(list);
        }
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        if (--depth === 0) list = null;
        break;
      case 'list_item_open':
        item = [];
        list?.items.push(item);
        break;
      case 'heading_open': {
        const level = Math.min(Number(token.tag.slice(1)), 3) as 1 | 2 | 3;
        blocks.push({ kind: 'heading', level, inlines: inlinesOf(tokens[index + 1]!) });
        index += 2;
        break;
      }
      case 'inline': {
        const inlines = inlinesOf(token);
        if (inlines.length === 0) break;
        if (list && item) {
          // A second paragraph of the same item continues it on a new line.
          if (item.length > 0) item.push({ text: '\n' });
          item.push(...inlines);
        } else {
          blocks.push({ kind: 'paragraph', inlines });
        }
        break;
      }
    }
  }
  for (const block of blocks) if (block.kind === 'list') block.items = block.items.filter((entry) => entry.length > 0);
  return blocks;
}
