// A client signs the contract their link opens, as they read it, once; the studio countersigns
// (or its settings do), and both get the sealed PDF in the mailbox.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueCaller } from '../support/caller-address';
import { databaseUrl, platformOrigin } from '../support/env';
import { mailsTo } from '../support/mailbox';
import { api } from '../support/users';
import {
  contractApi,
  contractStudio,
  draftContract,
  errorCode,
  sendContract,
  type ContractStudio,
} from './support/contract-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {}, max: 25 });
let studio: ContractStudio;

const BODY = '# Portrait session\n\nBetween {{studio.name}} and {{client.name}}.\n\n- One hour\n- *Ten* photos';
const FIELDS = [
  { key: 'address', label: 'Your postal address', required: true },
  { key: 'partner', label: 'Second signer', required: false },
];
const TYPED = { kind: 'typed', value: 'Anna Puig' } as const;
const DRAWN = { kind: 'drawn', value: `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}` };

type ClientView = {
  contract: { status: string; documentSha256: string; blocks: unknown[]; clientFields: unknown[]; title: string };
  signatures: { party: string; name: string }[];
};

const publicPath = (path: string, action = '') => `/api${path.replace('/contract/', '/contracts/')}${action}`;
const read = async (path: string) => (await api('GET', publicPath(path)).then((res) => res.json())) as ClientView;
const sign = (path: string, body: unknown, from: (url: string, init: RequestInit) => Promise<Response> = fetch) =>
  from(`${platformOrigin()}${publicPath(path, '/sign')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Contract test browser/1.0' },
    body: JSON.stringify(body),
  });

/** A sent contract: its id, its link's path and the hash its page shows. */
async function sentContract(): Promise<{ id: string; path: string; hash: string }> {
  const id = await draftContract(studio, { body: BODY, title: 'Portrait session', clientFields: FIELDS });
  const path = await sendContract(studio, id);
  return { id, path, hash: (await read(path)).contract.documentSha256 };
}

const signature = (hash: string) => ({
  documentSha256: hash,
  name: 'Anna Puig',
  signature: DRAWN,
  fields: { address: 'Carrer Nou 3, Girona', unasked: 'dropped' },
});

beforeAll(async () => {
  studio = await contractStudio(sql, 'signing');
});
afterAll(() => sql.end());

describe('a client signing', () => {
  it('reads the contract as blocks, with its fields and hash', async () => {
    const { path } = await sentContract();
    expect(path).toMatch(new RegExp(`^/p/${studio.slug}/contract/[A-Za-z0-9_-]{43}$`));
    const view = await read(path);
    expect(view.contract).toMatchObject({ status: 'sent', title: 'Portrait session', clientFields: FIELDS });
    expect(view.contract.blocks[0]).toEqual({ kind: 'heading', level: 1, inlines: [{ text: 'Portrait session' }] });
    expect(JSON.stringify(view.contract.blocks)).toContain('Between Llum Studio and Anna Puig.');
    expect(view.signatures).toEqual([]);
  });

  it('records the address, the browser and the hash they signed, with the fields asked for', async () => {
    const { id, path, hash } = await sentContract();
    const caller = uniqueCaller();
    const res = await sign(path, signature(hash), caller.fetch);
    expect([res.status, await res.json()]).toEqual([200, { status: 'signed' }]);
    const rows = await sql`
      select party, name, email, signature_kind, signature, field_values, ip, user_agent, document_sha256
      from contract_signatures where contract_id = ${id}`;
    expect(rows).toEqual([
      {
        party: 'client',
        name: 'Anna Puig',
        email: studio.customerEmail,
        signature_kind: 'drawn',
        signature: DRAWN.value,
        field_values: { address: 'Carrer Nou 3, Girona' },
        ip: caller.address,
        user_agent: 'Contract test browser/1.0',
        document_sha256: hash,
      },
    ]);
    expect((await sql`select status from contracts where id = ${id}`)[0]).toEqual({ status: 'signed' });
    // The studio is told to countersign.
    const owner = await sql<{ email: string }[]>`select email from auth.users where id = ${studio.user.userId}`;
    const notices = await mailsTo(owner[0]!.email);
    expect(notices.map((mail) => mail.subject)).toContain(
      'Anna Puig signed Portrait session: your countersignature is needed',
    );
  });

  it('refuses a text other than the one sent, a field left empty, and a second signature', async () => {
    const { id, path, hash } = await sentContract();
    const changed = await sign(path, signature('0'.repeat(64)));
    expect([changed.status, await errorCode(changed)]).toEqual([409, 'contract_changed']);
    const empty = await sign(path, { ...signature(hash), fields: { address: '  ' } });
    expect([empty.status, await errorCode(empty)]).toEqual([400, 'field_required']);
    const bad = await sign(path, { ...signature(hash), signature: { kind: 'drawn', value: 'javascript:alert(1)' } });
    expect([bad.status, await errorCode(bad)]).toEqual([400, 'invalid_input']);
    expect(await sql`select 1 from contract_signatures where contract_id = ${id}`).toHaveLength(0);

    expect((await sign(path, signature(hash))).status).toBe(200);
    const second = await sign(path, { ...signature(hash), name: 'Someone else', signature: TYPED });
    expect([second.status, await errorCode(second)]).toEqual([409, 'contract_signed']);
    expect(await sql`select name from contract_signatures where contract_id = ${id}`).toEqual([{ name: 'Anna Puig' }]);
  });

  it('takes exactly one of 20 signatures sent at once', async () => {
    const { id, path, hash } = await sentContract();
    const answers = await Promise.all(Array.from({ length: 20 }, () => sign(path, signature(hash))));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(await sql`select party from contract_signatures where contract_id = ${id}`).toEqual([{ party: 'client' }]);
  });

  it('answers 404 and nothing else for a revoked link, an unknown one, or another studio’s', async () => {
    const { id, path, hash } = await sentContract();
    const revoke = await contractApi(studio, 'DELETE', id, 'link');
    expect(await revoke.json()).toEqual({ revoked: 1 });
    const unknown = `/p/${studio.slug}/contract/${'A'.repeat(43)}`;
    const elsewhere = path.replace(studio.slug, 'no-such-studio-here');
    for (const res of [
      await api('GET', publicPath(path)),
      await sign(path, signature(hash)),
      await api('GET', publicPath(unknown)),
      await fetch(`${platformOrigin()}/api/contract-links/${path.split('/').pop()}/pdf`),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(await api('GET', publicPath(elsewhere)).then((res) => res.status)).toBe(404);
    expect(await sql`select 1 from contract_signatures where contract_id = ${id}`).toHaveLength(0);

    // A new link works.
    const renewed = await contractApi(studio, 'POST', id, 'link');
    const { path: newPath } = (await renewed.json()) as { path: string };
    expect((await read(newPath)).contract.status).toBe('sent');
  });
});

describe('the studio countersigning', () => {
  it('is refused before the client signs', async () => {
    const { id } = await sentContract();
    const res = await contractApi(studio, 'POST', id, 'countersign', { name: 'Marta Llum', signature: TYPED });
    expect([res.status, await errorCode(res)]).toEqual([409, 'contract_not_signed']);
  });

  it('completes the contract, and both parties get the sealed PDF', async () => {
    const { id, path, hash } = await sentContract();
    expect((await sign(path, signature(hash))).status).toBe(200);
    const res = await contractApi(studio, 'POST', id, 'countersign', { name: 'Marta Llum', signature: TYPED });
    expect([res.status, await res.json()]).toEqual([200, { status: 'completed', mailed: true }]);
    const [contract] = await sql`select status, completed_at is not null as done from contracts where id = ${id}`;
    expect(contract).toEqual({ status: 'completed', done: true });
    const parties = await sql`select party, ip from contract_signatures where contract_id = ${id} order by party`;
    expect(parties.map((row) => row.party)).toEqual(['client', 'studio']);
    expect(parties[1]!.ip).not.toBe('');

    const owner = await sql<{ email: string }[]>`select email from auth.users where id = ${studio.user.userId}`;
    for (const address of [studio.customerEmail, owner[0]!.email]) {
      const mail = (await mailsTo(address)).find((candidate) => candidate.subject.includes('Signed'));
      expect(
        mail?.attachments.map((file) => file.contentType),
        address,
      ).toEqual(['application/pdf']);
      const pdf = Buffer.from(mail!.attachments[0]!.content, 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const [sealed] = await sql`
        select kind, document_id from private.sealed_documents
        where sha256 = encode(sha256(${pdf}), 'hex') and account_id = ${studio.user.accountId}`;
      expect(sealed).toEqual({ kind: 'contract', document_id: id });
    }
    // The client's PDF by their link is the sealed one.
    const download = await fetch(`${platformOrigin()}/api/contract-links/${path.split('/').pop()}/pdf`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const again = await contractApi(studio, 'POST', id, 'countersign', { name: 'Marta Llum', signature: TYPED });
    expect([again.status, await errorCode(again)]).toEqual([409, 'contract_signed']);
  });

  it('happens the moment the client signs when the studio asks for it', async () => {
    const settings = await api('PUT', `/api/accounts/${studio.user.accountId}/contract-settings`, {
      token: studio.user.accessToken,
      body: { autoCountersign: true, signerName: 'Marta Llum' },
    });
    expect(settings.status).toBe(200);
    try {
      const { id, path, hash } = await sentContract();
      const res = await sign(path, signature(hash));
      expect(await res.json()).toEqual({ status: 'completed' });
      const rows =
        await sql`select party, name, signature_kind from contract_signatures where contract_id = ${id} order by party`;
      expect(rows).toEqual([
        { party: 'client', name: 'Anna Puig', signature_kind: 'drawn' },
        { party: 'studio', name: 'Marta Llum', signature_kind: 'typed' },
      ]);
      // Sealed like any other: a second seal in the same process works too.
      const mails = await mailsTo(studio.customerEmail);
      expect(mails.filter((mail) => mail.subject.startsWith('Signed')).length).toBeGreaterThanOrEqual(2);
      const [sealed] = await sql`select 1 from private.sealed_documents where document_id = ${id}`;
      expect(sealed).toBeDefined();
    } finally {
      await sql`delete from account_settings where account_id = ${studio.user.accountId} and key = 'contracts'`;
    }
  });
});
