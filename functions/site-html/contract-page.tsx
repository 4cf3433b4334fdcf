// A client's contract drawn on the server: its whole text and the form to sign it are in the
// HTML, so it paints as soon as it arrives. The page's script (web/src/entries/site-main.tsx)
// takes it over from the state written beside it, to sign it.
import type { i18n } from 'i18next';
// The page's components, drawn alike here and in the browser (web/src/entries/contract-hydrate.tsx).
import { ClientContractPage } from '@web/src/drawn/client-contract';
import { CONTRACT_PAYLOAD_ID, type ContractPayload } from '@web/src/drawn/contract-payload';
import { withDrawnPage } from './drawn-html';

/** `template` (the site's HTML, its head already written) with the contract drawn into it. */
export function withContractPage(template: string, payload: ContractPayload, i18n: i18n): string {
  return withDrawnPage(template, {
    page: <ClientContractPage {...payload} />,
    i18n,
    payloadId: CONTRACT_PAYLOAD_ID,
    payload,
  });
}
