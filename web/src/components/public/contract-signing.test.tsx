import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { ClientContract, ClientSignature } from '@core/domain/client-contract';
import caCommon from '@locales/ca/common.json';
import caPublic from '@locales/ca/public.json';
import caValidation from '@locales/ca/validation.json';
import { siteI18n } from '../studio-site/site-i18n';
import { ContractSigning } from './contract-signing';

const CONTRACT: ClientContract = {
  title: 'Sessió de retrat',
  language: 'ca',
  status: 'sent',
  version: 1,
  blocks: [{ kind: 'paragraph', inlines: [{ text: 'Entre Llum Studio i Anna Puig.' }] }],
  clientFields: [
    { key: 'address', label: 'Adreça postal', required: true },
    { key: 'partner', label: 'Segon signant', required: false },
  ],
  documentSha256: 'a'.repeat(64),
  sentAt: Date.UTC(2026, 10, 2),
  completedAt: null,
};
const SIGNED: ClientSignature = { party: 'client', name: 'Anna Puig', signedAt: Date.UTC(2026, 10, 3, 10, 0) };

const drawn = (contract: ClientContract, signatures: ClientSignature[] = []) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={siteI18n('ca', { common: caCommon, public: caPublic, validation: caValidation })}>
      <ContractSigning
        contract={contract}
        signatures={signatures}
        onSign={() => Promise.reject(new Error('not signed here'))}
        pdfHref="/contract.pdf"
      />
    </I18nextProvider>,
  );

describe('ContractSigning', () => {
  it('asks a sent contract’s client for its fields, marking the required ones, in their language', () => {
    const html = drawn(CONTRACT);
    expect(html).toContain('Entre Llum Studio i Anna Puig.');
    expect(html).toContain('data-testid="contract-sign-form"');
    expect(html).toMatch(/Adreça postal<span[^>]*aria-label="obligatori"/);
    expect(html).not.toMatch(/Segon signant<span/);
    expect(html).toContain('El teu nom complet');
    expect(html).toContain('>Signar</button>');
  });

  it('shows a signed contract as signed, with no form to sign it again', () => {
    const html = drawn({ ...CONTRACT, status: 'signed' }, [SIGNED]);
    expect(html).toContain('data-status="signed"');
    expect(html).toContain('Signat per Anna Puig el 3 de novembre');
    expect(html).not.toContain('contract-sign-form');
    // Its PDF is offered once both have signed, not before.
    expect(html).not.toContain('/contract.pdf');
  });

  it('offers a completed contract’s PDF, and a withdrawn one nothing to sign', () => {
    const studio: ClientSignature = { party: 'studio', name: 'Marta Llum', signedAt: SIGNED.signedAt + 60_000 };
    const completed = drawn({ ...CONTRACT, status: 'completed' }, [SIGNED, studio]);
    expect(completed).toContain('href="/contract.pdf"');
    expect(completed).toContain('Signat per Marta Llum en nom de l&#x27;estudi');
    const withdrawn = drawn({ ...CONTRACT, status: 'void' });
    expect(withdrawn).toContain('data-status="void"');
    expect(withdrawn).not.toContain('contract-sign-form');
  });
});
