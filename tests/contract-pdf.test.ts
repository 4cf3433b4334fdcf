// A signed contract's PDF (functions/lib/sealing/contract-pdf.ts) and its seal (seal-pdf.ts), read
// back: the audit page holds who signed, when, from where and the hashes, and the seal is a
// PKCS#7 signature over exactly the bytes its /ByteRange names. No services: a unit test.
import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPagesPdf, renderContractPdf } from '../functions/lib/sealing/contract-pdf';
import { sealPdf } from '../functions/lib/sealing/seal-pdf';
import { makeSealCertificate } from '../local/seal-certificate';
import { pdfPageCount, pdfText } from './support/pdf-text';
import { SHOWN_SHA256, sampleContract } from './support/sample-contract';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(() => {
  const seal = makeSealCertificate('Studio test seal');
  process.env.SEAL_CERTIFICATE = seal.base64;
  process.env.SEAL_CERTIFICATE_PASSWORD = seal.password;
});

describe('a signed contract’s PDF', () => {
  it('draws the studio, the title, the text, the client’s fields and each signer', async () => {
    const text = pdfText(await renderContractPdf(sampleContract()));
    for (const words of [
      'Estudi Llum',
      'Tax ID: B12345678',
      'Version 2',
      'Portrait session contract',
      'Estudi Llum SL',
      'Balance on the day',
      'Postal address',
      'Carrer Major 1, Girona',
      'Jordi Llum',
    ]) {
      expect(text, words).toContain(words);
    }
  });

  it('ends with an audit page: when in UTC and on the studio’s clock, IP, user agent and the hashes', async () => {
    const input = sampleContract();
    const pdf = await renderContractPdf(input);
    const pages = pdfPageCount(pdf);
    const text = pdfText(pdf);
    for (const words of [
      'Audit trail',
      'Client: Núria Puig',
      'Studio: Jordi Llum',
      '2027-03-01 09:30:12 UTC',
      '2027-03-01 17:05:40 UTC',
      'Signed at (Europe/Madrid)',
      '203.0.113.9',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
      '198.51.100.2',
      SHOWN_SHA256,
    ]) {
      expect(text, words).toContain(words);
    }
    // The pages' hash is that of the same contract drawn without its audit page, one page fewer.
    const pagesOnly = await contractPagesPdf(input);
    expect(pdfPageCount(pagesOnly)).toBe(pages - 1);
    expect(text).toContain(sha256(pagesOnly));
  });

  it('draws the same bytes for the same contract, so the stated pages’ hash can be made again', async () => {
    const input = sampleContract(12);
    const [first, second] = [await renderContractPdf(input), await renderContractPdf(input)];
    expect(sha256(first)).toBe(sha256(second));
    expect(pdfPageCount(first)).toBeGreaterThan(2);
  });

  it('writes the contract’s words in its language', async () => {
    const text = pdfText(await renderContractPdf(sampleContract(1, { language: 'ca' })));
    expect(text).toContain('Registre de signatura');
    expect(text).toContain('Versió 2');
  });

  it('without signatures is a copy to read: no audit page', async () => {
    const text = pdfText(await renderContractPdf(sampleContract(1, { signatures: [] })));
    expect(text).toContain('Not signed yet');
    expect(text).not.toContain('Audit trail');
  });
});

/** The seal's parts: the signed byte ranges and the PKCS#7 signature. */
function readSeal(pdf: Buffer) {
  const source = pdf.toString('latin1');
  const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(source);
  expect(range, 'a /ByteRange').not.toBeNull();
  const [a, b, c, d] = range!.slice(1).map(Number) as [number, number, number, number];
  const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  const contents = pdf
    .subarray(a + b + 1, c - 1)
    .toString('latin1')
    .replace(/(00)+$/, '');
  const message = forge.pkcs7.messageFromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(forge.util.hexToBytes(contents))),
  ) as forge.pkcs7.PkcsSignedData & { rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string } };
  return { signed, message, ranges: [a, b, c, d] as const };
}

describe('sealing a PDF', () => {
  it('adds a /ByteRange and a PKCS#7 signature over exactly those bytes, by the seal’s certificate', async () => {
    const pdf = await sealPdf(await renderContractPdf(sampleContract()), {
      name: 'Estudi Llum SL',
      reason: 'Signed contract',
      signedAt: new Date(Date.UTC(2027, 2, 1, 17, 5, 40)),
    });
    const { signed, message, ranges } = readSeal(pdf);
    expect(ranges[0]).toBe(0);
    expect(ranges[2] + ranges[3]).toBe(pdf.length);
    expect(pdf.toString('latin1')).toContain('/Reason (Signed contract)');
    expect(pdf.toString('latin1')).toContain('/Name (Estudi Llum SL)');

    // The signed attributes carry the signed bytes' digest…
    const attributes = message.rawCapture.authenticatedAttributes;
    const digest = attributes
      .map((attribute) => attribute.value as forge.asn1.Asn1[])
      .find((pair) => forge.asn1.derToOid(pair[0]!.value as string) === forge.pki.oids.messageDigest!);
    const stated = (digest![1]!.value as forge.asn1.Asn1[])[0]!.value as string;
    expect(forge.util.bytesToHex(stated)).toBe(sha256(signed));

    // …and the certificate's key signed those attributes.
    const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
    const md = forge.md.sha256.create().update(forge.asn1.toDer(set).getBytes());
    const certificate = message.certificates[0]!;
    expect(
      (certificate.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().getBytes(), message.rawCapture.signature),
    ).toBe(true);
    expect(certificate.subject.getField('CN').value).toBe('Studio test seal');
  });
});
