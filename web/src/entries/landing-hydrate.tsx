// The landing page taken over by React from the page drawn ahead of time (./site-main.tsx), for
// its theme and language menus and the analytics question.
import { hydrateProductPage } from '../drawn/hydrate-product-page';
import { LandingDocument } from '../drawn/landing-document';
import type { LandingPayload } from '../drawn/landing-payload';
import { openInLanguage } from '../drawn/open-in-language';

/** `onTakenOver`: once React has the page, so a press made before can be made again. */
export function hydrateLanding(root: HTMLElement, payload: LandingPayload, onTakenOver: () => void) {
  hydrateProductPage(
    root,
    payload,
    <LandingDocument year={payload.year} onLanguage={openInLanguage} onTakenOver={onTakenOver} />,
  );
}
