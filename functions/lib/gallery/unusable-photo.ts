// Why a stored file cannot be a photo. A module of its own, free of sharp and the other image
// libraries, so a handler that only needs to recognise the refusal does not load them.

/** Uploads answer 400 with the code, the transformer 422. */
export class UnusablePhoto extends Error {
  constructor(
    readonly code: 'unsupported_type' | 'file_too_large',
    message: string,
  ) {
    super(message);
  }
}
