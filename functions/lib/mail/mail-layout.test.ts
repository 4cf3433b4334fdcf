import { describe, expect, it } from 'vitest';
import { linkMailBodies, linkMailWords, mailBrand, mailHtml, withPortalLine } from './mail-layout';

const SITE = 'https://studio.example';
const ID = 'V1StGXR8_Z5jdHi6B-myT';
const OWN_LOGO = `/api/logos/${ID}/AbCdEfGhIjKlMnOpQrStUv`;

describe('a studio’s mail brand', () => {
  it('makes the studio’s uploaded logo absolute on the app’s origin', () => {
    expect(mailBrand({ id: ID, name: 'Llum', logoUrl: OWN_LOGO }, SITE)).toEqual({
      name: 'Llum',
      logoUrl: `${SITE}${OWN_LOGO}`,
    });
  });

  it('shows no logo it did not upload: none, another studio’s, elsewhere, or a path that climbs out', () => {
    for (const logoUrl of [
      '',
      `/api/logos/other-studio-id-123456/AbCdEfGhIjKlMnOpQrStUv`,
      'https://tracker.example/pixel.png',
      `/api/logos/${ID}/../../../api/secret`,
      `javascript:alert(1)`,
    ]) {
      expect(mailBrand({ id: ID, name: 'Llum', logoUrl }, SITE).logoUrl, logoUrl).toBeNull();
    }
  });
});

describe('a mail’s HTML', () => {
  it('heads a client’s mail with the logo, its text the studio’s name, over the name', () => {
    const html = mailHtml('ca', ['Hola'], { name: 'Llum & "Sal"', logoUrl: `${SITE}${OWN_LOGO}` });
    expect(html).toContain(`<img src="${SITE}${OWN_LOGO}" alt="Llum &amp; &quot;Sal&quot;"`);
    expect(html).toContain('<strong style="font-size: 18px;">Llum &amp; &quot;Sal&quot;</strong>');
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('<p>Hola</p>'));
  });

  it('has the name alone without a logo, and no header for the photographer’s own notices', () => {
    expect(mailHtml('en', ['Hi'], { name: 'Ona', logoUrl: null })).not.toContain('<img');
    expect(mailHtml('en', ['Hi'], { name: 'Ona', logoUrl: null })).toContain('Ona</strong>');
    expect(mailHtml('en', ['Hi'])).not.toContain('<strong');
  });
});

describe('a client’s mail’s last line', () => {
  const brand = mailBrand({ id: ID, name: 'Llum', logoUrl: '' }, SITE, 'llum');

  it('links to the client’s portal at the studio’s address, in the mail’s language', () => {
    expect(brand.portalUrl).toBe(`${SITE}/p/llum/client`);
    const { text, html } = linkMailBodies(
      'ca',
      linkMailWords((key) => key),
      `${SITE}/p/llum/quote/x`,
      brand,
    );
    expect(text.split('\n').at(-1)).toBe(`Tots els teus documents de Llum: ${SITE}/p/llum/client`);
    expect(html).toContain(`Tots els teus documents de Llum: <a href="${SITE}/p/llum/client">`);
    expect(html.indexOf('/p/llum/client')).toBeGreaterThan(html.indexOf('/p/llum/quote/x'));
    expect(withPortalLine('es', 'Hola', brand)).toBe(`Hola\n\nTodos tus documentos de Llum: ${SITE}/p/llum/client`);
  });

  it('is left out of mails that are not a client’s', () => {
    const plain = mailBrand({ id: ID, name: 'Llum', logoUrl: '' }, SITE);
    expect(plain.portalUrl).toBeUndefined();
    expect(mailHtml('en', ['Hi'], plain)).not.toContain('/client');
    expect(mailHtml('en', ['Hi'])).not.toContain('documents from');
    expect(withPortalLine('en', 'Hi', plain)).toBe('Hi');
  });
});
