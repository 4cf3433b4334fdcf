// The image handler, for each preset of a 24-megapixel JPEG, through HTTP (local adapter, access
// check in Postgres, base64 response), interleaved with a raw sharp call doing the render on
// the same bytes in memory:
//   - a first render: the original read from the bucket, rendered, and the render stored;
//   - every later request: the stored render (functions/lib/storage/stored-renders.ts). Budget (issue
//     34): under 15 ms at p50 for the fullscreen (1920) preset.
// The photos are written straight to the bucket and the database, so no upload rendered their
// presets first (stored-renders.bench.ts measures that).
import { PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { newId } from '../../core/domain/ids';
import { imagePresets, imageUrl, type ImagePresetName } from '../../core/domain/images';
import { getS3 } from '../../functions/lib/storage/s3';
import { percentile, type Benchmark, type Measurement } from './bench';
import { cameraJpeg } from './camera-photo';

const WIDTH = 6000;
const HEIGHT = 4000; // 24 megapixels
const WARMUP = 3;
const ROUNDS = 25;
/** Photos rendered once each per preset, for the first-render figures. */
const FIRST_RENDERS = 8;

/** The same render as the handler's, written as a plain sharp call. */
function raw(input: Buffer, preset: ImagePresetName): Promise<Buffer> {
  const options = imagePresets[preset];
  const crop = 'aspect_ratio' in options;
  const resize = crop
    ? { width: options.width, height: options.width, fit: 'cover' as const, position: 'center' }
    : { width: options.width, height: 3200, fit: 'inside' as const, withoutEnlargement: true };
  return sharp(input).rotate().resize(resize).jpeg({ quality: options.quality, mozjpeg: true }).toBuffer();
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const benchmark: Benchmark = {
  name: 'Image handler: stored and first renders vs raw sharp, 24 MP JPEG',
  async run(ctx) {
    const photo = await cameraJpeg(WIDTH, HEIGHT);
    ctx.log(`source: ${WIDTH}×${HEIGHT} JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB`);

    const userId = await ctx.createUser({
      email: `bench-${newId().slice(0, 8).toLowerCase()}@example.com`,
      password: 'Bench-Password-42',
    });
    const [membership] = await ctx.sql<
      { accountId: string }[]
    >`select account_id as "accountId" from account_members where user_id = ${userId}`;
    if (!membership) throw new Error('the bench user has no studio');
    const { accountId } = membership;
    const galleryId = newId();
    await ctx.sql`insert into galleries (id, account_id, author_id, name, status, settings)
                  values (${galleryId}, ${accountId}, ${userId}, 'Bench', 'published', ${ctx.sql.json({ visibility: 'public', downloads: true })})`;
    const presets = Object.keys(imagePresets) as ImagePresetName[];
    // bench-0.jpg is rendered again and again; the others once per preset.
    const filenames = Array.from({ length: 1 + FIRST_RENDERS * presets.length }, (_, i) => `bench-${i}.jpg`);
    for (const filename of filenames) {
      const key = `${accountId}/${galleryId}/${newId()}`;
      await getS3().send(
        new PutObjectCommand({ Bucket: ctx.bucket, Key: key, Body: photo, ContentType: 'image/jpeg' }),
      );
      await ctx.sql`insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height)
                    values (${newId()}, ${accountId}, ${userId}, ${galleryId}, ${filename}, ${key}, ${photo.length}, 'image/jpeg', ${WIDTH}, ${HEIGHT})`;
    }
    const render = async (filename: string, preset: ImagePresetName) => {
      const res = await fetch(`${ctx.origin}${imageUrl(galleryId, filename, preset)}`);
      if (res.status !== 200) throw new Error(`${preset}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };

    const measurements: Measurement[] = [];
    for (const [p, preset] of presets.entries()) {
      for (let i = 0; i < WARMUP; i++) await Promise.all([render('bench-0.jpg', preset), raw(photo, preset)]);
      const stored: number[] = [];
      const direct: number[] = [];
      const first: number[] = [];
      // Interleaved, so all see the same load on a shared machine.
      for (let i = 0; i < ROUNDS; i++) {
        stored.push(await timed(() => render('bench-0.jpg', preset)));
        direct.push(await timed(() => raw(photo, preset)));
        if (i < FIRST_RENDERS) first.push(await timed(() => render(`bench-${1 + p * FIRST_RENDERS + i}.jpg`, preset)));
      }
      const rawP50 = percentile(direct, 50);
      measurements.push(
        { name: `${preset}: raw sharp p50`, value: rawP50, unit: 'ms' },
        { name: `${preset}: raw sharp p95`, value: percentile(direct, 95), unit: 'ms' },
        {
          name: `${preset}: stored render p50`,
          value: percentile(stored, 50),
          unit: 'ms',
          ...(preset === 'fullscreen' ? { budget: 15 } : {}),
        },
        { name: `${preset}: stored render p95`, value: percentile(stored, 95), unit: 'ms' },
        { name: `${preset}: first render (original from the bucket) p50`, value: percentile(first, 50), unit: 'ms' },
        { name: `${preset}: first render (original from the bucket) p95`, value: percentile(first, 95), unit: 'ms' },
        { name: `${preset}: first render / raw at p50`, value: percentile(first, 50) / rawP50, unit: 'ratio' },
      );
    }
    return measurements;
  },
};

export default benchmark;
