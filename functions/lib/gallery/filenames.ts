// A photo's filename is part of its image URL (/api/images/{gallery}/{filename}) and names it
// when a client downloads it, so it is kept readable but made safe, and unique in its gallery.

const MAX_LENGTH = 200; // photos.filename allows 255: room for " (12345)"

function split(name: string): { stem: string; ext: string } {
  const dot = name.lastIndexOf('.');
  return dot > 0 && name.length - dot <= 10
    ? { stem: name.slice(0, dot), ext: name.slice(dot) }
    : { stem: name, ext: '' };
}

/**
 * No slashes or control characters (one URL path segment), no leading dot (".." would climb a
 * path), spaces collapsed, at most 200 characters with the extension kept.
 */
export function cleanFilename(name: string): string {
  const cleaned = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
    .replace(/[\u0000-\u001f\u007f/\\]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, (dots) => '_'.repeat(dots.length));
  const { stem, ext } = split(cleaned === '' ? 'photo' : cleaned);
  return stem.slice(0, MAX_LENGTH - ext.length).trimEnd() + ext;
}

/** "IMG_1.tif" → "IMG_1.jpg": the name of a file stored as another type than it came in. */
export function withExtension(name: string, ext: string): string {
  return split(name).stem + ext;
}

/** "IMG_1.jpg" → "IMG_1 (2).jpg". */
export function numberedFilename(name: string, n: number): string {
  const { stem, ext } = split(name);
  return `${stem} (${n})${ext}`;
}

/** A LIKE pattern matching every numbered variant of `name` ("IMG\_1 (%).jpg"). */
export function numberedFilenamePattern(name: string): string {
  const escape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
  const { stem, ext } = split(name);
  return `${escape(stem)} (%)${escape(ext)}`;
}

/** `name`, or its first numbered variant not in `taken`. */
export function firstFreeFilename(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  let n = 2;
  while (taken.has(numberedFilename(name, n))) n++;
  return numberedFilename(name, n);
}
