import { describe, expect, it } from 'vitest';
import { fillMail, MAIL_FIELDS, mailTemplateVersions, pickVersion } from './mail-template';

const en = { subject: 'Hello', body: 'Hi' };
const es = { subject: 'Hola', body: 'Hola' };
const ca = { subject: 'Bon dia', body: 'Hola' };

describe('pickVersion', () => {
  it("picks the client's language when the template is written in it", () => {
    expect(pickVersion({ en, es, ca }, ['ca', 'es'])).toEqual({ language: 'ca', version: ca });
  });

  it("falls back to the studio's language, then to the first version the template has", () => {
    expect(pickVersion({ en, es }, ['ca', 'es'])).toEqual({ language: 'es', version: es });
    expect(pickVersion({ es, ca }, ['en'])).toEqual({ language: 'es', version: es });
    expect(pickVersion({ ca }, [])).toEqual({ language: 'ca', version: ca });
  });

  it('finds nothing in a template without a version', () => {
    expect(pickVersion({}, ['en'])).toBeUndefined();
  });
});

describe('fillMail', () => {
  it('fills fields as plain text and leaves no field unfilled', () => {
    const filled = fillMail(
      'Hi {{client.firstName}}, see {{ gallery.link }} by {{gallery.expiresOn}}{{unknown.field}}.',
      {
        'client.firstName': '*Ana*',
        'gallery.link': 'https://x.test/p/luz/gallery/g1',
      },
    );
    expect(filled).toBe('Hi *Ana*, see https://x.test/p/luz/gallery/g1 by .');
  });

  it('offers every field once', () => {
    const keys = MAIL_FIELDS.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('mailTemplateVersions', () => {
  it('refuses a language the product is not written in and a version without a subject', () => {
    expect(mailTemplateVersions.safeParse({ fr: en }).success).toBe(false);
    expect(mailTemplateVersions.safeParse({ en: { subject: '  ', body: 'x' } }).success).toBe(false);
    expect(mailTemplateVersions.safeParse({ es }).success).toBe(true);
  });
});
