// The addresses of Settings' sections that other screens and Stripe's pages send people to. Each
// is a route of its own (web/src/app/router.tsx) showing the whole Settings page at that section.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Each addressed section: its route, and the id of its heading (`/app/settings#<id>` leads there too). */
export const settingsSections = {
  payments: { path: '/app/settings/payments', id: 'payments-settings' },
  invoicing: { path: '/app/settings/invoicing', id: 'invoicing-settings' },
  contracts: { path: '/app/settings/contracts', id: 'contracts-settings' },
  questionnaires: { path: '/app/settings/questionnaires', id: 'questionnaires-settings' },
  mailTemplates: { path: '/app/settings/mail-templates', id: 'mail-templates-settings' },
  workflows: { path: '/app/settings/workflows', id: 'workflows-settings' },
} as const;

/** The id of the section the address names, by its path or its hash; undefined for the page's top. */
function addressedSection(pathname: string, hash: string): string | undefined {
  const path = pathname.replace(/\/+$/, '');
  const section = Object.values(settingsSections).find((candidate) => candidate.path === path);
  if (section) return section.id;
  return hash.length > 1 ? decodeURIComponent(hash.slice(1)) : undefined;
}

const PERSON_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Brings the addressed section into view, and keeps it there while the cards above it load and
 * grow, until the person scrolls or acts themselves.
 */
export function useScrollToAddressedSection() {
  const { pathname, hash } = useLocation();
  const id = addressedSection(pathname, hash);
  useEffect(() => {
    if (!id) return;
    const show = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
    show();
    const resized = new ResizeObserver(show);
    resized.observe(document.body);
    const stop = () => {
      resized.disconnect();
      for (const type of PERSON_MOVES) window.removeEventListener(type, stop);
    };
    for (const type of PERSON_MOVES) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [id]);
}
