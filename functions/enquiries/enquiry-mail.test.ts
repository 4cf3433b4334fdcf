import { describe, expect, it } from 'vitest';
import { enquiryNotice } from './enquiry-mail';

const enquiry = {
  name: 'Ana <b>Soler</b>',
  email: 'ana@example.com',
  phone: '',
  message: 'Hola!\n<script>alert(1)</script>',
};
const options = {
  to: 'studio@example.com',
  brand: { name: 'Lumen & Co', logoUrl: 'https://studio.example/api/logos/a/LogoFileOfTheStudio42' },
  customerLink: 'https://studio.example/app/clients/customers/c1',
};

describe('enquiryNotice', () => {
  it('tells the photographer who wrote and what, in the visitor’s language, with a reply going to them', () => {
    const mail = enquiryNotice(enquiry, { ...options, lng: 'ca' });
    expect(mail).toMatchObject({ to: 'studio@example.com', replyTo: 'ana@example.com' });
    expect(mail.subject).toBe('Nova consulta de Ana <b>Soler</b>');
    expect(mail.text).toContain('Correu: ana@example.com · Telèfon: —');
    expect(mail.text).toContain('Hola!\n<script>alert(1)</script>');
    expect(mail.text).toContain(options.customerLink);
    expect(mail.html).toContain(`<img src="${options.brand.logoUrl}"`);
  });

  it('writes what the visitor typed into the HTML as text, never as markup', () => {
    const { html } = enquiryNotice(enquiry, { ...options, lng: 'en' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Soler');
    expect(html).toContain('Hola!<br>&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Lumen &amp; Co');
  });

  it('says when the visitor left no message', () => {
    expect(enquiryNotice({ ...enquiry, message: '' }, { ...options, lng: 'es' }).text).toContain(
      'No ha dejado ningún mensaje.',
    );
  });
});
