// A client's proposal drawn on the server: its steps, the quote and the contract are in the
// HTML, so it paints as soon as it arrives. The page's script (web/src/entries/site-main.tsx)
// takes it over from the state written beside it, to take each step.
import type { i18n } from 'i18next';
// The page's components, drawn alike here and in the browser (web/src/entries/proposal-hydrate.tsx).
import { ClientProposalPage } from '@web/src/drawn/client-proposal';
import { PROPOSAL_PAYLOAD_ID, type ProposalPayload } from '@web/src/drawn/proposal-payload';
import { withDrawnPage } from './drawn-html';

/** `template` (the site's HTML, its head already written) with the proposal drawn into it. */
export function withProposalPage(template: string, payload: ProposalPayload, i18n: i18n): string {
  return withDrawnPage(template, {
    page: <ClientProposalPage {...payload} />,
    i18n,
    payloadId: PROPOSAL_PAYLOAD_ID,
    payload,
  });
}
