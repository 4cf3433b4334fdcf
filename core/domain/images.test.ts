import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canonicalImageQuery,
  imagePresets,
  imageSteps,
  imageUrl,
  normaliseImageOptions,
  readImageQuery,
  uploadRenderOptions,
  visitorRender,
  type ImagePresetName,
  type ImageQuery,
} from './images';

const options = (query: ImageQuery) => {
  const result = normaliseImageOptions(query);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.options;
};
const problems = (query: ImageQuery) => {
  const result = normaliseImageOptions(query);
  return result.ok ? [] : result.errors.map((e) => `${e.parameter}:${e.problem}`);
};

afterEach(() => vi.restoreAllMocks());

describe('normaliseImageOptions', () => {
  it('fills in quality and format, and keeps nothing else when nothing is asked', () => {
    expect(options({})).toEqual({ quality: 80, format: 'jpeg' });
  });

  it('snaps sizes up to the ladder and quality to the nearest step between 30 and 90', () => {
    expect(options({ width: '750', quality: '55' })).toMatchObject({ width: 800, quality: 60 });
    expect(options({ height: '1', quality: '1' })).toMatchObject({ height: 100, quality: 30 });
    expect(options({ width: '2400', quality: '100' })).toMatchObject({ width: 2400, quality: 90 });
  });

  it('reads enumerations case-insensitively, with jpg for jpeg', () => {
    expect(options({ format: 'JPG', aspect_ratio: '3:2', focus_crop: 'Attention', width: '400' })).toEqual({
      width: 400,
      aspect_ratio: '3:2',
      quality: 80,
      format: 'jpeg',
      focus_crop: 'attention',
    });
  });

  it('keeps a focus only when the render crops, defaulting to the centre', () => {
    expect(options({ width: '800', focus_crop: 'top' })).toEqual({ width: 800, quality: 80, format: 'jpeg' });
    expect(options({ width: '800', height: '800' }).focus_crop).toBe('center');
  });

  it('keeps no quality for PNG, which is lossless, and still checks the value given', () => {
    expect(options({ format: 'png', quality: '30' })).toEqual({ format: 'png' });
    expect(options({ format: 'png', quality: '90', width: '400' })).toEqual({ width: 400, format: 'png' });
    expect(options({ format: 'webp', quality: '30' })).toEqual({ quality: 30, format: 'webp' });
    expect(problems({ format: 'png', quality: '0' })).toEqual(['quality:out_of_range']);
  });

  it('reads sharpen=true, ignores sharpen=false and empty values', () => {
    expect(options({ sharpen: 'TRUE' }).sharpen).toBe(true);
    expect(options({ sharpen: 'false', width: '' })).toEqual({ quality: 80, format: 'jpeg' });
  });

  it.each([
    [{ colour: 'red' }, 'colour:unknown'],
    [{ width: '0' }, 'width:out_of_range'],
    [{ width: '2401' }, 'width:out_of_range'],
    [{ width: '-5' }, 'width:invalid'],
    [{ width: '8e2' }, 'width:invalid'],
    [{ height: '1200.5' }, 'height:invalid'],
    [{ quality: '0' }, 'quality:out_of_range'],
    [{ quality: '101' }, 'quality:out_of_range'],
    [{ format: 'gif' }, 'format:invalid'],
    [{ aspect_ratio: '7:5' }, 'aspect_ratio:invalid'],
    [{ focus_crop: 'face' }, 'focus_crop:invalid'],
    [{ sharpen: 'yes' }, 'sharpen:invalid'],
    [{ width: '800', height: '600', aspect_ratio: '1:1' }, 'aspect_ratio:conflict'],
    [{ format: 'png', width: '1600' }, 'width:out_of_range'],
  ])('refuses %j (%s)', (query, problem) => {
    expect(problems(query)).toContain(problem);
  });

  it('has a bounded number of renders per photo', () => {
    const seen = new Set<string>();
    for (let width = 1; width <= 2400; width += 7) {
      for (let quality = 1; quality <= 100; quality += 3) {
        seen.add(canonicalImageQuery(options({ width: String(width), quality: String(quality) })));
      }
    }
    expect(seen.size).toBe(8 * 7);
  });

  it('has one PNG render per size, whatever quality is asked', () => {
    const seen = new Set<string>();
    for (let width = 1; width <= 1200; width += 7) {
      for (let quality = 1; quality <= 100; quality += 3) {
        seen.add(canonicalImageQuery(options({ width: String(width), quality: String(quality), format: 'png' })));
      }
    }
    expect(seen.size).toBe(5);
  });
});

describe('readImageQuery', () => {
  it('accepts a canonical query, defaults left out or written', () => {
    expect(readImageQuery({ width: '800' })).toEqual({
      ok: true,
      options: { width: 800, quality: 80, format: 'jpeg' },
    });
    expect(readImageQuery({ width: '800', quality: '80', format: 'jpeg' }).ok).toBe(true);
  });

  it('refuses a value that is merely normalisable, naming the canonical one', () => {
    expect(readImageQuery({ width: '750', format: 'JPG' })).toEqual({
      ok: false,
      errors: [
        { parameter: 'width', problem: 'not_canonical', expected: '800' },
        { parameter: 'format', problem: 'not_canonical', expected: 'jpeg' },
      ],
    });
    expect(readImageQuery({ width: '800', focus_crop: 'top' })).toMatchObject({ ok: false });
  });

  it('refuses a parameter that changes nothing, naming no value to ask for', () => {
    expect(readImageQuery({ width: '400', quality: '80', format: 'png' })).toEqual({
      ok: false,
      errors: [{ parameter: 'quality', problem: 'not_canonical' }],
    });
    expect(readImageQuery({ width: '400', format: 'png' })).toEqual({
      ok: true,
      options: { width: 400, format: 'png' },
    });
  });

  it('passes on the errors of an invalid query', () => {
    expect(readImageQuery({ width: 'wide' })).toEqual({
      ok: false,
      errors: [{ parameter: 'width', problem: 'invalid' }],
    });
  });
});

describe('uploadRenderOptions', () => {
  // The renders stored at upload are found only if they are exactly what the pages ask for.
  it('is each preset and step as the transformer reads it from the URL a page builds', () => {
    const asked = [...(Object.keys(imagePresets) as ImagePresetName[]), ...Object.values(imageSteps)];
    const fromUrls = asked.map((render) => {
      const query = Object.fromEntries(new URL(imageUrl('g', 'f.jpg', render), 'https://x').searchParams);
      const read = readImageQuery(query);
      if (!read.ok) throw new Error(JSON.stringify(read.errors));
      return read.options;
    });
    expect(uploadRenderOptions()).toEqual(fromUrls);
    expect(uploadRenderOptions().map((options) => options.width)).toEqual([200, 800, 1920, 400, 1200]);
  });
});

describe('visitorRender', () => {
  const page = (render: Parameters<typeof imageUrl>[2]) => {
    const read = readImageQuery(Object.fromEntries(new URL(imageUrl('g', 'f.jpg', render), 'https://x').searchParams));
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    return read.options;
  };

  it('serves every render the pages ask for as asked, and an offered one', () => {
    for (const render of uploadRenderOptions()) expect(visitorRender(render)).toBe(render);
    const download = options({ width: '2400', quality: '90' });
    expect(visitorRender(download, [download])).toBe(download);
  });

  it('answers any other with the nearest render the pages use, never a new one', () => {
    expect(visitorRender(options({ width: '100', aspect_ratio: '1:1' }))).toEqual(page('thumbnail'));
    expect(visitorRender(options({ width: '100' }))).toEqual(page(imageSteps.tile));
    expect(visitorRender(options({ width: '400', aspect_ratio: '1:1' }))).toEqual(page(imageSteps.tile));
    expect(visitorRender(options({ width: '400', format: 'webp' }))).toEqual(page(imageSteps.tile));
    expect(visitorRender(options({ width: '800', quality: '90' }))).toEqual(page('preview'));
    expect(visitorRender(options({ height: '1600' }))).toEqual(page('fullscreen'));
    expect(visitorRender(options({ width: '2400', quality: '90' }))).toEqual(page('fullscreen'));
    expect(visitorRender(options({}))).toEqual(page('fullscreen'));
  });

  it('has a few renders for visitors per photo, however many URLs are written', () => {
    const served = new Set<string>();
    for (const width of ['100', '200', '400', '800', '1200', '1600', '1920', '2400'])
      for (const quality of ['30', '50', '70', '90'])
        for (const format of ['jpeg', 'webp', 'avif'])
          for (const aspect of [undefined, '1:1', '16:9'])
            served.add(canonicalImageQuery(visitorRender(options({ width, quality, format, aspect_ratio: aspect }))));
    expect(served).toEqual(new Set(uploadRenderOptions().map(canonicalImageQuery)));
  });
});

describe('imageUrl', () => {
  it('builds the presets in canonical form', () => {
    expect(imageUrl('g1', 'IMG_1.jpg', 'thumbnail')).toBe(
      '/api/images/g1/IMG_1.jpg?width=200&aspect_ratio=1:1&quality=50&format=jpeg&focus_crop=center',
    );
    expect(imageUrl('g1', 'IMG_1.jpg', 'preview')).toBe('/api/images/g1/IMG_1.jpg?width=800&quality=50&format=jpeg');
    expect(imageUrl('g1', 'IMG_1.jpg', 'fullscreen')).toBe(
      '/api/images/g1/IMG_1.jpg?width=1920&quality=70&format=jpeg',
    );
  });

  it('encodes the filename, snaps and clamps sizes, and appends the access token', () => {
    expect(imageUrl('g1', 'My photo #2 (1).jpg', { width: 3000, format: 'webp', sharpen: true }, 'tok.en')).toBe(
      '/api/images/g1/My%20photo%20%232%20(1).jpg?width=2400&quality=80&format=webp&sharpen=true&access=tok.en',
    );
  });

  it('leaves quality out of a PNG URL, so every quality asked is one render', () => {
    const low = imageUrl('g1', 'IMG_1.jpg', { width: 400, format: 'png', quality: 30 });
    expect(low).toBe('/api/images/g1/IMG_1.jpg?width=400&format=png');
    expect(imageUrl('g1', 'IMG_1.jpg', { width: 400, format: 'png', quality: 90 })).toBe(low);
  });

  it('every URL it builds is one the transformer accepts', () => {
    for (const url of [
      imageUrl('g', 'f.jpg', 'thumbnail'),
      imageUrl('g', 'f.jpg', { height: 333, format: 'png', quality: 42 }),
    ]) {
      const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
      expect(readImageQuery(query).ok).toBe(true);
    }
  });

  it('gives an empty URL and a warning without a gallery id or filename', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(imageUrl('', 'IMG_1.jpg', 'preview')).toBe('');
    expect(imageUrl('g1', '', 'preview')).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
