// Reading a name's DNS TXT records, to see whether a studio controls the domain it claims. Deployed,
// the public DNS answers (node:dns). The local platform sets DNS_TXT_RECORDS=local: its records
// are the ones a person or a test adds at /dns (local/dns/), as no real DNS knows a test domain.
import { resolveTxt } from 'node:dns/promises';
import { getSql } from '../lib/db';
import { HttpError } from '../lib/http';

export type TxtResolver = {
  /** Each TXT record at `name`, its strings joined as one value; none when the name has none. */
  txtRecords(name: string): Promise<string[]>;
};

/** The answers that mean "no such record", not "DNS did not answer". */
const NO_RECORD = ['ENOTFOUND', 'ENODATA', 'NXDOMAIN'];

const publicDns: TxtResolver = {
  async txtRecords(name) {
    try {
      return (await resolveTxt(name)).map((strings) => strings.join(''));
    } catch (error) {
      if (NO_RECORD.includes((error as { code?: string }).code ?? '')) return [];
      throw new HttpError(503, 'dns_unavailable', 'The DNS could not be asked; try again in a moment');
    }
  },
};

const localRecords: TxtResolver = {
  async txtRecords(name) {
    const rows = await getSql()<{ value: string }[]>`
      select value from local.txt_records where name = ${name.toLowerCase()}`;
    return rows.map((row) => row.value);
  },
};

export const txtResolver = (): TxtResolver => (process.env.DNS_TXT_RECORDS === 'local' ? localRecords : publicDns);
