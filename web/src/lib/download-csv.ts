/** Has the browser save `text` as the file `filename`, of the media type `type`. */
export function saveTextFile(filename: string, text: string, type: string): void {
  saveFile(filename, new Blob([text], { type: `${type};charset=utf-8` }));
}

/** Has the browser save `blob` as the file `filename`. */
export function saveFile(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  // The download has started from the link; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Has the browser save `text` as the CSV file `filename`. */
export function downloadCsv(filename: string, text: string): void {
  saveTextFile(filename, text, 'text/csv');
}
