// What the contract tests share: a studio with a client, a session and an invoicing profile, a
// contract made from a template through the synced mutators, sent through the API.
import type postgres from 'postgres';
import { expect } from 'vitest';
import { newId } from '@core/domain/ids';
import { api, newUser, type TestUser } from '../../support/users';
import { DAY, insertCustomer, insertSession, pushDirect } from './booking-fixtures';

export type ContractStudio = {
  user: TestUser;
  slug: string;
  customerId: string;
  customerEmail: string;
  sessionId: string;
};

type StudioNames = { studio: string; client: string; legalName: string; type: string };
const LLUM: StudioNames = {
  studio: 'Llum Studio',
  client: 'Anna Puig',
  legalName: 'Llum Fotografia SL',
  type: 'Portrait',
};

export async function contractStudio(
  sql: postgres.Sql,
  label: string,
  names: StudioNames = LLUM,
): Promise<ContractStudio> {
  const user = await newUser(label);
  const slug = `${label}-${user.userId.slice(0, 8)}`;
  await sql`update accounts set slug = ${slug}, name = ${names.studio} where id = ${user.accountId}`;
  await sql`insert into account_settings (account_id, key, value, author_id)
            values (${user.accountId}, 'invoicing',
                    ${sql.json({ legalName: names.legalName, taxId: 'B12345678', address: 'Carrer Major 1, Girona' })},
                    ${user.userId})`;
  const customerId = await insertCustomer(sql, user, names.client);
  const customerEmail = `${label}-client-${newId().toLowerCase()}@example.com`;
  await sql`update customers set email = ${customerEmail}, phone = '+34 600 000 000' where id = ${customerId}`;
  const sessionId = await insertSession(sql, user, customerId, {
    date: Date.UTC(2031, 4, 17, 9, 30),
    price: 50_000,
    type: names.type,
  });
  await sql`update sessions set location = 'Parc de la Devesa' where id = ${sessionId}`;
  return { user, slug, customerId, customerEmail, sessionId };
}

/** A draft contract with this text, for the studio's client and session: its id. */
export async function draftContract(
  studio: ContractStudio,
  fields: {
    body: string;
    title?: string;
    clientFields?: { key: string; label: string; required: boolean }[];
    sessionId?: string | null;
  },
): Promise<string> {
  const id = newId();
  const { user } = studio;
  const templateId = newId();
  expect(
    await pushDirect(user, 'contractTemplate.create', {
      id: templateId,
      accountId: user.accountId,
      name: fields.title ?? 'Portrait session',
      language: 'en',
      body: fields.body,
      clientFields: fields.clientFields ?? [],
    }),
  ).toEqual({});
  expect(
    await pushDirect(user, 'contract.create', {
      id,
      accountId: user.accountId,
      customerId: studio.customerId,
      sessionId: fields.sessionId === undefined ? studio.sessionId : fields.sessionId,
      templateId,
    }),
  ).toEqual({});
  return id;
}

export const contractApi = (studio: ContractStudio, method: string, id: string, action: string, body?: unknown) =>
  api(method, `/api/accounts/${studio.user.accountId}/contracts/${id}/${action}`, {
    token: studio.user.accessToken,
    ...(body === undefined ? {} : { body }),
  });

/** Sends the draft: the path of the client's link. */
export async function sendContract(studio: ContractStudio, id: string): Promise<string> {
  const res = await contractApi(studio, 'POST', id, 'send');
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { path: string }).path;
}

export const errorCode = async (res: Response) => ((await res.json()) as { error?: { code: string } }).error?.code;

export { DAY };
