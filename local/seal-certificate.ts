// The local stand-in for SEAL_CERTIFICATE: a self-signed certificate (node-forge) made once per
// platform data directory and kept there, so every contract sealed locally carries the same seal.
// A PDF reader calls its seal valid but of an unknown signer, which is right for a stand-in.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';

export type SealCertificate = { base64: string; password: string };

const FILE = 'seal-certificate.json';
const YEARS = 10;

/** A new self-signed seal certificate for `commonName`, as a password-protected PKCS#12. */
export function makeSealCertificate(commonName: string): SealCertificate {
  // Node makes the key: forge's own RSA key generation takes seconds in plain JavaScript.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + YEARS * 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Local platform (not a trusted seal)' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const password = randomBytes(12).toString('base64url');
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des' });
  return { base64: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary').toString('base64'), password };
}

/** The data directory's seal certificate, made on its first start. */
export async function localSealCertificate(dataDir: string): Promise<SealCertificate> {
  const file = path.join(dataDir, FILE);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as SealCertificate;
  } catch {
    const made = makeSealCertificate('Studio local seal');
    await writeFile(file, JSON.stringify(made), { mode: 0o600 });
    return made;
  }
}
