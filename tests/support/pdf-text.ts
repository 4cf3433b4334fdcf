// The text a PDF made by pdfkit shows, read back for tests: pdfkit writes text as glyph ids in
// hex, and each embedded font's ToUnicode map says which letters they are. Only what pdfkit
// writes is understood (Flate streams, `<hex> n <hex>` TJ arrays, bfrange maps), and each font's
// text is read with every map, the right one giving the words: enough to find a number or a
// total on the page, not a general PDF reader.
import { inflateSync } from 'node:zlib';

function streams(pdf: Buffer): string[] {
  const found: string[] = [];
  const source = pdf.toString('latin1');
  const pattern = /(?<!end)stream\r?\n/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    try {
      found.push(inflateSync(raw).toString('latin1'));
    } catch {
      found.push(raw.toString('latin1'));
    }
    pattern.lastIndex = end;
  }
  return found;
}

type GlyphMap = Map<number, string>;

function glyphMaps(all: readonly string[]): GlyphMap[] {
  return all
    .filter((stream) => stream.includes('beginbfrange'))
    .map((stream) => {
      const map: GlyphMap = new Map();
      for (const range of stream.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
        const first = parseInt(range[1]!, 16);
        [...range[2]!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((entry, index) => {
          const units = entry[1]!.split(' ').map((unit) => parseInt(unit, 16));
          map.set(first + index, String.fromCharCode(...units));
        });
      }
      return map;
    });
}

/** Every run of text of every page, read with each font's map: the words are among them. */
export function pdfText(pdf: Buffer): string {
  const all = streams(pdf);
  const maps = glyphMaps(all);
  const runs: string[] = [];
  for (const stream of all) {
    for (const array of stream.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const glyphs = [...array[1]!.matchAll(/<([0-9a-f]*)>/gi)].flatMap((hex) =>
        (hex[1]!.match(/.{4}/g) ?? []).map((id) => parseInt(id, 16)),
      );
      for (const map of maps) runs.push(glyphs.map((id) => map.get(id) ?? '').join(''));
    }
  }
  return runs.join('\n');
}

/** How many pages the PDF has. */
export const pdfPageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
