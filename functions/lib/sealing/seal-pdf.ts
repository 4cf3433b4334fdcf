// Seals a PDF with the product's certificate on the studio's behalf: a PAdES basic signature
// (ISO 32000-1's adbe.pkcs7.detached, which ETSI's PAdES part 2 profiles), added by @signpdf as an
// incremental update. Any change to the bytes it covers shows in a PDF reader as a broken seal.
// The certificate is SEAL_CERTIFICATE (PKCS#12 in base64) with SEAL_CERTIFICATE_PASSWORD; the
// local platform makes a self-signed one per data directory (local/seal-certificate.ts).
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import signpdf from '@signpdf/signpdf';
import { requiredEnv } from '../env';

let signer: { source: string; signer: P12Signer } | undefined;

/** The seal's signer, made again only when the certificate changes (tests swap it). */
function sealSigner(): P12Signer {
  const source = requiredEnv('SEAL_CERTIFICATE');
  if (signer?.source !== source) {
    const passphrase = process.env.SEAL_CERTIFICATE_PASSWORD ?? '';
    signer = { source, signer: new P12Signer(Buffer.from(source, 'base64'), { passphrase }) };
  }
  return signer.signer;
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
  return signpdf.sign(withPlaceholder, sealSigner(), options.signedAt);
}
