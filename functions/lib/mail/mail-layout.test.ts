import { describe, expect, it } from 'vitest';
import { mailBrand, mailHtml } from './mail-layout';

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
