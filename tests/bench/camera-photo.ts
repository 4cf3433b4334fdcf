import sharp from 'sharp';

/** A camera-like JPEG (24 megapixels by default): smooth gradients with grain, so it neither compresses to nothing nor to noise. */
export async function cameraJpeg(width = 6000, height = 4000): Promise<Buffer> {
  const gradient = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6d365"/><stop offset="1" stop-color="#3a6186"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="40%" cy="45%" r="${Math.round(height * 0.3)}" fill="#fff" fill-opacity="0.3"/></svg>`);
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
