import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail';

const brand = { name: 'Luz & Co', logoUrl: null, portalUrl: 'https://x.test/p/luz/client' };

describe('renderMail', () => {
  it('fills the fields, keeps paragraphs and turns addresses into links', () => {
    const mail = renderMail(
      'es',
      {
        subject: 'Tu sesión  con {{studio.name}}',
        body: 'Hola {{client.firstName}}:\n\nTu galería: {{gallery.link}}.\nHasta pronto <3',
      },
      { 'studio.name': 'Luz & Co', 'client.firstName': 'Ana', 'gallery.link': 'https://x.test/p/luz/gallery/g1' },
      brand,
    );
    expect(mail.subject).toBe('Tu sesión con Luz & Co');
    expect(mail.text).toContain('Hola Ana:\n\nTu galería: https://x.test/p/luz/gallery/g1.\nHasta pronto <3');
    expect(mail.text).toContain('https://x.test/p/luz/client');
    expect(mail.html).toContain('<p>Hola Ana:</p>');
    expect(mail.html).toContain(
      'Tu galería: <a href="https://x.test/p/luz/gallery/g1">https://x.test/p/luz/gallery/g1</a>.<br>Hasta pronto &lt;3',
    );
    expect(mail.html).toContain('Luz &amp; Co');
    expect(mail.html).toContain('lang="es"');
  });

  it('leaves a field with no value empty, never as written', () => {
    const mail = renderMail(
      'en',
      { subject: '{{gallery.name}} is ready', body: 'Due {{invoice.amountDue}}' },
      {},
      brand,
    );
    expect(mail.subject).toBe('is ready');
    expect(mail.text).not.toContain('{{');
    expect(mail.html).not.toContain('{{');
  });
});
