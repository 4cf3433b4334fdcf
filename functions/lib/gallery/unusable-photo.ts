// Why a stored file cannot be a photo. A module of its own, free of sharp and the other image
// libraries, so a handler that only needs to recognise the refusal does not load them.

/** Uploads answer 400 with the code, the transformer 422. */
export class UnusablePhoto extends Error {
  constructor(
    readonly code: 'unsupported_type' | 'file_too_large' | 'too_many_pixels',
    message: string,
  ) {
    super(message);
  }
}

/** sharp's own words name its internals: the caller gets a fixed message per reason. */
export function asUnusablePhoto(error: unknown): unknown {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new UnusablePhoto('too_many_pixels', 'The image has too many pixels');
  if (/unsupported image format|corrupt|premature end|bad seek|not a known file format|tiff2vips/i.test(message)) {
    return new UnusablePhoto('unsupported_type', 'The file is not an image this studio can process');
  }
  return error;
}
