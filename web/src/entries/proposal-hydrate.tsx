// A client's proposal taken over by React from what its server wrote beside the HTML
// (./site-main.tsx), so its steps can be taken.
import { ClientProposalPage } from '../drawn/client-proposal';
import { hydrateProductPage } from '../drawn/hydrate-product-page';
import type { ProposalPayload } from '../drawn/proposal-payload';

export function hydrateProposal(root: HTMLElement, payload: ProposalPayload) {
  hydrateProductPage(root, payload, <ClientProposalPage {...payload} />);
}
