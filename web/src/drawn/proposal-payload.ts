// What the server writes beside a client's proposal it drew, for the page's script: apart from
// the page's components, so the sites' script (../entries/site-main.tsx) reads it without loading them.
import type { ClientProposal } from '@core/domain/client-proposal';
import type { PublicSite, SiteTranslations } from '@core/domain/public-site';
import type { Language } from '../lib/languages';

/** The id of the `<script type="application/json">` element holding a proposal page's payload. */
export const PROPOSAL_PAYLOAD_ID = 'proposal-state';

export type ProposalPayload = {
  slug: string;
  /** The studio's home: `/p/{slug}`, or `/` on its own domain. */
  home: string;
  /** The link's token, which the page takes each step with. */
  token: string;
  language: Language;
  site: PublicSite;
  proposal: ClientProposal;
  translations: SiteTranslations;
};
