// Contracts a studio writes and sends: the merge fields fill from the contract's own studio's rows
// only, and once sent, the database keeps what it says whoever writes (docs/decisions/
// contracts-that-never-change.md); a change is a new version that voids the old one.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { databaseUrl } from '../support/env';
import { pushDirect } from './support/booking-fixtures';
import {
  contractApi,
  contractStudio,
  draftContract,
  errorCode,
  sendContract,
  type ContractStudio,
} from './support/contract-fixtures';
import { rolledBack } from './support/rolled-back';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let a: ContractStudio;
let b: ContractStudio;

const FIELDS =
  '# Agreement\n\nBetween **{{studio.legalName}}** ({{studio.taxId}}) and {{client.name}} ({{client.email}}, ' +
  '{{client.phone}}).\n\n1. A {{session.type}} on {{session.date}} at {{session.time}}, at {{session.place}}.\n' +
  '2. Signed on {{today}} for {{studio.name}}.';

beforeAll(async () => {
  [a, b] = await Promise.all([
    contractStudio(sql, 'contracts-a'),
    contractStudio(sql, 'contracts-b', {
      studio: 'Other Studio',
      client: 'Bernat Vidal',
      legalName: 'Other Legal SL',
      type: 'Wedding',
    }),
  ]);
});
afterAll(() => sql.end());

describe('sending a contract', () => {
  it('fills every merge field from its own studio’s rows, and records the hash of what it says', async () => {
    const id = await draftContract(a, { body: FIELDS });
    await sendContract(a, id);
    const [sent] = await sql<{ body: string; status: string; documentSha256: string; title: string }[]>`
      select body, status, document_sha256 as "documentSha256", title from contracts where id = ${id}`;
    expect(sent!.status).toBe('sent');
    expect(sent!.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(sent!.body).toContain('**Llum Fotografia SL** (B12345678) and Anna Puig (');
    expect(sent!.body).toContain(`${a.customerEmail.replace(/_/g, '\\_')}, +34 600 000 000`);
    expect(sent!.body).toContain('A Portrait on May 17, 2031 at 9:30');
    expect(sent!.body).toContain('at Parc de la Devesa.');
    expect(sent!.body).toContain('for Llum Studio.');
    expect(sent!.body).not.toMatch(/{{|Other|Bernat|Wedding/);
  });

  it('refuses a session of another studio, and never reads its rows', async () => {
    const id = newId();
    const refused = await pushDirect(a.user, 'contract.create', {
      id,
      accountId: a.user.accountId,
      customerId: a.customerId,
      sessionId: b.sessionId,
    });
    expect(refused.error).toBe('app');
    expect(refused.message).toBe('not_found');
    expect(await sql`select 1 from contracts where id = ${id}`).toHaveLength(0);

    // Written straight into the database, the reference is refused by the studio's key.
    const draft = await draftContract(a, { body: 'Terms for {{client.name}}.', sessionId: null });
    const moved = await sql`update contracts set session_id = ${b.sessionId} where id = ${draft}`.catch(
      (error: postgres.PostgresError) => error.code,
    );
    expect(moved).toBe('23503');
  });

  it('refuses to send a field left unfilled, and changes nothing', async () => {
    const id = await draftContract(a, {
      body: 'For {{client.name}} on {{session.date}}: {{client.nickname}}.',
      sessionId: null,
    });
    const before = await sql`select * from contracts where id = ${id}`;
    const res = await contractApi(a, 'POST', id, 'send');
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: unknown }).error).toMatchObject({
      code: 'contract_unfilled',
      details: { fields: ['session.date', 'client.nickname'] },
    });
    expect(await sql`select * from contracts where id = ${id}`).toEqual(before);
    expect(await sql`select 1 from private.document_links where contract_id = ${id}`).toHaveLength(0);
  });

  it('refuses a client without an address, and a contract sent already', async () => {
    const id = await draftContract(a, { body: 'Terms for {{client.name}}.' });
    await sql`update customers set email = '' where id = ${a.customerId}`;
    const res = await contractApi(a, 'POST', id, 'send');
    await sql`update customers set email = ${a.customerEmail} where id = ${a.customerId}`;
    expect([res.status, await errorCode(res)]).toEqual([409, 'customer_without_email']);
    await sendContract(a, id);
    const again = await contractApi(a, 'POST', id, 'send');
    expect([again.status, await errorCode(again)]).toEqual([409, 'contract_not_draft']);
  });

  it('answers another studio’s contract as a missing one', async () => {
    const id = await draftContract(b, { body: 'Terms for {{client.name}}.' });
    const res = await contractApi(a, 'POST', id, 'send');
    expect([res.status, await errorCode(res)]).toEqual([404, 'not_found']);
    expect((await sql`select status from contracts where id = ${id}`)[0]).toEqual({ status: 'draft' });
  });
});

describe('a sent contract', () => {
  let sentId: string;
  let signedId: string;

  beforeAll(async () => {
    sentId = await draftContract(a, { body: 'Terms for {{client.name}}.' });
    await sendContract(a, sentId);
    signedId = await draftContract(a, { body: 'Signed terms for {{client.name}}.' });
    await sendContract(a, signedId);
    await sql`insert into contract_signatures (id, account_id, contract_id, party, name, signature_kind, signature,
                                               document_sha256)
              select ${newId()}, account_id, id, 'client', 'Anna Puig', 'typed', 'Anna Puig', document_sha256
              from contracts where id = ${signedId}`;
    await sql`update contracts set status = 'signed' where id = ${signedId}`;
  });

  /** What the database answers `write`, as the table's owner or as a manager through the Data API. */
  const attempt = (as: 'owner' | 'authenticated', write: (tx: postgres.TransactionSql) => Promise<unknown>) =>
    rolledBack(sql, async (tx) => {
      if (as === 'authenticated') {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: a.user.userId, role: 'authenticated' })}, true)`;
        await tx`set local role authenticated`;
      }
      return tx.savepoint(write).then(
        (rows) => `changed ${(rows as postgres.RowList<postgres.Row[]>).count}`,
        (error: postgres.PostgresError) => error.code,
      );
    });

  it('refuses edits and deletes at the database, whoever writes, and stays as it was', async () => {
    const before = await sql`select * from contracts where id in (${sentId}, ${signedId}) order by id`;
    const signaturesBefore = await sql`select * from contract_signatures where contract_id = ${signedId}`;
    const outcomes: Record<string, unknown> = {};
    for (const as of ['owner', 'authenticated'] as const) {
      for (const [label, id] of [
        ['sent', sentId],
        ['signed', signedId],
      ] as const) {
        outcomes[`${as} edits the ${label} text`] = await attempt(
          as,
          (tx) => tx`update contracts set body = 'Changed' where id = ${id}`,
        );
        outcomes[`${as} edits the ${label} title`] = await attempt(
          as,
          (tx) => tx`update contracts set title = 'Changed' where id = ${id}`,
        );
        outcomes[`${as} moves the ${label} back to draft`] = await attempt(
          as,
          (tx) => tx`update contracts set status = 'draft' where id = ${id}`,
        );
        outcomes[`${as} deletes the ${label}`] = await attempt(as, (tx) => tx`delete from contracts where id = ${id}`);
      }
      outcomes[`${as} edits a signature`] = await attempt(
        as,
        (tx) => tx`update contract_signatures set name = 'Someone else' where contract_id = ${signedId}`,
      );
      outcomes[`${as} deletes a signature`] = await attempt(
        as,
        (tx) => tx`delete from contract_signatures where contract_id = ${signedId}`,
      );
    }
    for (const [label, outcome] of Object.entries(outcomes)) {
      // The owner meets the triggers (P0001); the Data API's role meets them, the drafts-only
      // policy (42501) or a missing grant, or sees no row it may change.
      const expected = label.startsWith('owner') ? ['P0001'] : ['P0001', '42501', 'changed 0'];
      expect(expected, label).toContain(outcome);
    }
    expect(await sql`select * from contracts where id in (${sentId}, ${signedId}) order by id`).toEqual(before);
    expect(await sql`select * from contract_signatures where contract_id = ${signedId}`).toEqual(signaturesBefore);
  });

  it('refuses the mutators’ edits with a code the screens translate', async () => {
    expect(await pushDirect(a.user, 'contract.update', { id: sentId, title: 'Changed' })).toMatchObject({
      error: 'app',
      message: 'contract_sent',
    });
    expect(await pushDirect(a.user, 'contract.delete', { id: signedId })).toMatchObject({
      error: 'app',
      message: 'contract_sent',
    });
  });

  it('becomes void with its link when an unsigned one gets a new version, which copies it', async () => {
    const res = await contractApi(a, 'POST', sentId, 'new-version');
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const [copy] = await sql`select status, version, previous_id, body from contracts where id = ${id}`;
    expect(copy).toEqual({ status: 'draft', version: 2, previous_id: sentId, body: 'Terms for Anna Puig.' });
    expect((await sql`select status from contracts where id = ${sentId}`)[0]).toEqual({ status: 'void' });
    expect(
      await sql`select 1 from private.document_links where contract_id = ${sentId} and revoked_at is null`,
    ).toHaveLength(0);
    // Asking again answers the same draft.
    const again = await contractApi(a, 'POST', sentId, 'new-version');
    expect(await again.json()).toEqual({ id });
  });

  it('stays signed while its new version is a draft, and is voided when that one is sent', async () => {
    const res = await contractApi(a, 'POST', signedId, 'new-version');
    const { id } = (await res.json()) as { id: string };
    expect((await sql`select status from contracts where id = ${signedId}`)[0]).toEqual({ status: 'signed' });
    await sendContract(a, id);
    expect((await sql`select status from contracts where id = ${signedId}`)[0]).toEqual({ status: 'void' });
    expect(
      await sql`select 1 from private.document_links where contract_id = ${signedId} and revoked_at is null`,
    ).toHaveLength(0);
    expect((await sql`select status, version from contracts where id = ${id}`)[0]).toEqual({
      status: 'sent',
      version: 2,
    });
  });
});
