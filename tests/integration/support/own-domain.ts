import { expect } from 'vitest';
import { platformOrigin } from '../../support/env';
import { api, type TestUser } from '../../support/users';

/** Claims `hostname` for the user's studio and proves it with the TXT record (the local stand-in for DNS). */
export async function ownDomain(user: TestUser, hostname: string) {
  const claimed = await api('PUT', `/api/accounts/${user.accountId}/domain`, {
    token: user.accessToken,
    body: { hostname },
  });
  const { account } = (await claimed.json()) as {
    account: { customDomain: { record: { name: string; value: string } } };
  };
  const added = await fetch(`${platformOrigin()}/dns/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account.customDomain.record),
  });
  expect(added.status).toBe(201);
  const verified = await api('POST', `/api/accounts/${user.accountId}/domain/verify`, { token: user.accessToken });
  expect(verified.status).toBe(200);
}
