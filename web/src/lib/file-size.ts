/** A file's size in the reader's language: kilobytes below a megabyte, megabytes above. */
export function fileSize(bytes: number, lng: string | undefined): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(lng, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes / (megabytes ? 1024 * 1024 : 1024));
}
