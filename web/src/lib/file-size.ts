const formats = new Map<string, Intl.NumberFormat>();

/** Made once per language and unit: an upload's list formats a size per row each time it is drawn. */
function formatOf(lng: string | undefined, unit: 'megabyte' | 'kilobyte'): Intl.NumberFormat {
  const key = `${lng ?? ''} ${unit}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lng, { style: 'unit', unit, maximumFractionDigits: 1 });
    formats.set(key, format);
  }
  return format;
}

/** A file's size in the reader's language: kilobytes below a megabyte, megabytes above. */
export function fileSize(bytes: number, lng: string | undefined): string {
  const megabytes = bytes >= 1024 * 1024;
  return formatOf(lng, megabytes ? 'megabyte' : 'kilobyte').format(bytes / (megabytes ? 1024 * 1024 : 1024));
}
