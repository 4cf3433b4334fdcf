// Demo photos made on the spot with sharp: soft gradients with a few shapes, in landscape and
// portrait, so galleries look like galleries without downloading anything.
import sharp from 'sharp';

const palettes = [
  ['#f6d365', '#fda085'],
  ['#a1c4fd', '#c2e9fb'],
  ['#d4fc79', '#96e6a1'],
  ['#fbc2eb', '#a6c1ee'],
  ['#fdcbf1', '#e6dee9'],
  ['#84fab0', '#8fd3f4'],
] as const;

export async function demoPhoto(index: number): Promise<{ data: Buffer; width: number; height: number }> {
  const portrait = index % 3 === 2;
  const width = portrait ? 1067 : 1600;
  const height = portrait ? 1600 : 1067;
  const [from, to] = palettes[index % palettes.length] ?? palettes[0];
  const cx = ((index * 37) % 60) + 20;
  const cy = ((index * 53) % 50) + 25;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${cx}%" cy="${cy}%" r="${Math.round(Math.min(width, height) / 5)}" fill="#ffffff" fill-opacity="0.35"/>
    <rect x="10%" y="${60 + (index % 4) * 5}%" width="80%" height="3%" rx="8" fill="#ffffff" fill-opacity="0.25"/>
  </svg>`;
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return { data, width, height };
}
