// A client's contract taken over by React from what its server wrote beside the HTML
// (./site-main.tsx), so it can be signed.
import { ClientContractPage } from '../drawn/client-contract';
import type { ContractPayload } from '../drawn/contract-payload';
import { hydrateProductPage } from '../drawn/hydrate-product-page';

export function hydrateContract(root: HTMLElement, payload: ContractPayload) {
  hydrateProductPage(root, payload, <ClientContractPage {...payload} />);
}
