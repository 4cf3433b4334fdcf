// Sealing a signed contract (functions/lib/sealing/sealed-documents.ts) against the platform's
// database and seal certificate: the sealed file's hash is in the registry, a copy changed by one
// byte or another studio's file is not ours, and the registry never changes.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSeal, sealContract, sha256 } from '../../functions/lib/sealing/sealed-documents';
import { databaseUrl, platformOrigin } from '../support/env';
import { sampleContract } from '../support/sample-contract';
import { newUser, type TestUser } from '../support/users';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
afterAll(() => sql.end());

let a: TestUser;
let b: TestUser;
let sealed: { pdf: Buffer; sha256: string };
let contractId: string;

beforeAll(async () => {
  [a, b] = await Promise.all([newUser('seal-a'), newUser('seal-b')]);
  const input = sampleContract(2, { accountId: a.accountId });
  contractId = input.contractId;
  sealed = await sealContract(sql, input);
});

describe('a sealed contract', () => {
  it('is recorded by the hash of the sealed file, for its studio', async () => {
    expect(sealed.sha256).toBe(sha256(sealed.pdf));
    expect(sealed.pdf.toString('latin1')).toContain('/ByteRange');
    const seal = await findSeal(sql, a.accountId, sealed.pdf);
    expect(seal).toEqual({ kind: 'contract', documentId: contractId, sealedAt: expect.any(Number) });
  });

  it('is not found once one byte changed, nor by another studio', async () => {
    const tampered = Buffer.from(sealed.pdf);
    // A byte of the contract's pages, which the seal covers.
    const at = Math.floor(tampered.length / 3);
    tampered[at] = tampered[at]! ^ 1;
    expect(await findSeal(sql, a.accountId, tampered)).toBeNull();
    expect(await findSeal(sql, b.accountId, sealed.pdf)).toBeNull();
  });

  it('stays in the registry as it was: no update, no delete', async () => {
    const update = sql`update private.sealed_documents set document_id = 'other' where sha256 = ${sealed.sha256}`;
    await expect(update).rejects.toMatchObject({ code: 'P0001', hint: 'sealed_document_kept' });
    const remove = sql`delete from private.sealed_documents where sha256 = ${sealed.sha256}`;
    await expect(remove).rejects.toMatchObject({ code: 'P0001', hint: 'sealed_document_kept' });
    expect(await findSeal(sql, a.accountId, sealed.pdf)).toMatchObject({ documentId: contractId });
  });
});

/** What POST …/sealed-documents/check answers `user` for `pdf`. */
async function check(user: TestUser, pdf: Buffer) {
  const res = await fetch(`${platformOrigin()}/api/accounts/${user.accountId}/sealed-documents/check`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/pdf' },
    body: new Uint8Array(pdf),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('checking a PDF sent back', () => {
  it('finds the studio’s sealed file, and not a copy changed by one byte, nor from another studio', async () => {
    expect(await check(a, sealed.pdf)).toEqual({
      status: 200,
      body: {
        sealed: true,
        kind: 'contract',
        documentId: contractId,
        sealedAt: expect.any(Number),
        title: '',
        version: null,
      },
    });
    const tampered = Buffer.from(sealed.pdf);
    tampered[100] = tampered[100]! ^ 1;
    expect(await check(a, tampered)).toEqual({ status: 200, body: { sealed: false } });
    expect(await check(b, sealed.pdf)).toEqual({ status: 200, body: { sealed: false } });
  });

  it('refuses what is not a PDF', async () => {
    expect(await check(a, Buffer.from('hello'))).toEqual({
      status: 400,
      body: { error: expect.objectContaining({ code: 'invalid_input' }) },
    });
  });
});
