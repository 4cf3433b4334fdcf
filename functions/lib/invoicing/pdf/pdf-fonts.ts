// Where the invoice's fonts are: on Lambda, in the bundle's fonts/ folder (PDF_FONTS in
// stacks/functions.ts copies them there); elsewhere in the dejavu-fonts-ttf package.
import path from 'node:path';

const FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
  // A typed signature on a contract (functions/lib/sealing/): no script face is bundled.
  signature: 'DejaVuSerif-Italic.ttf',
} as const;

export function pdfFont(face: keyof typeof FILES): string {
  const root = process.env.LAMBDA_TASK_ROOT;
  const dir = root ? path.join(root, 'fonts') : path.resolve('node_modules/dejavu-fonts-ttf/ttf');
  return path.join(dir, FILES[face]);
}
