// What the server writes beside a client's contract it drew, for the page's script: apart from
// the page's components, so the sites' script (../entries/site-main.tsx) reads it without loading them.
import type { ClientContract, ClientSignature } from '@core/domain/client-contract';
import type { PublicSite, SiteTranslations } from '@core/domain/public-site';
import type { Language } from '../lib/languages';

/** The id of the `<script type="application/json">` element holding a contract page's payload. */
export const CONTRACT_PAYLOAD_ID = 'contract-state';

export type ContractPayload = {
  slug: string;
  /** The studio's home: `/p/{slug}`, or `/` on its own domain. */
  home: string;
  /** The link's token, which the page signs the contract with. */
  token: string;
  language: Language;
  site: PublicSite;
  contract: ClientContract;
  signatures: ClientSignature[];
  translations: SiteTranslations;
};
