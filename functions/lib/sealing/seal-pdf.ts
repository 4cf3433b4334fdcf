// Seals a PDF with the product's certificate on the studio's behalf: a PAdES basic signature
// (ISO 32000-1's adbe.pkcs7.detached, which ETSI's PAdES part 2 profiles), added by @signpdf as an
// incremental update. Any change to the bytes it covers shows in a PDF reader as a broken seal.
// The certificate is SEAL_CERTIFICATE (PKCS#12 in base64) with SEAL_CERTIFICATE_PASSWORD; the
// local platform makes a self-signed one per data directory (local/seal-certificate.ts).
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
// The named class: the package is CommonJS, whose default export Node's own loader (the local
// platform's handlers) does not unwrap as bundlers do.
import { SignPdf } from '@signpdf/signpdf';
import { requiredEnv } from '../env';

/**
 * A new signer for each seal: P12Signer reads its certificate through a buffer that its first
 * signature consumes, so a kept one fails the next seal ("Too few bytes to parse DER").
 */
function sealSigner(): P12Signer {
  const passphrase = process.env.SEAL_CERTIFICATE_PASSWORD ?? '';
  return new P12Signer(Buffer.from(requiredEnv('SEAL_CERTIFICATE'), 'base64'), { passphrase });
}

export type SealOptions = {
  /** Who the seal is given for: the studio. */
  name: string;
  /** Why, in the document's language ("Signed contract"). */
  reason: string;
  /** When: the time the last party signed, so the seal says the same as the audit page. */
  signedAt: Date;
};

/** `pdf` (as pdfkit writes it) with the seal added. */
export async function sealPdf(pdf: Buffer, options: SealOptions): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: options.reason,
    name: options.name,
    contactInfo: '',
    location: '',
    signingTime: options.signedAt,
  });
  return new SignPdf().sign(withPlaceholder, sealSigner(), options.signedAt);
}
