import { describe, expect, it } from 'vitest';
import { fillContract, MERGE_FIELDS, unfilledFields } from './contract-fields';
import { CONTRACT_SAMPLES } from './contract-samples';

describe('fillContract', () => {
  it('fills every known field, however often and however spaced', () => {
    const body = 'Between {{studio.name}} and {{ client.name }}.\n\n{{client.name}} agrees.';
    expect(fillContract(body, { 'studio.name': 'Luz Studio', 'client.name': 'Ana Puig' })).toBe(
      'Between Luz Studio and Ana Puig.\n\nAna Puig agrees.',
    );
  });

  it('leaves an unknown or empty field visible, as written', () => {
    const body = 'On {{session.date}} at {{session.place}} for {{client.nickname}}.';
    const filled = fillContract(body, { 'session.date': '12 May 2027', 'session.place': '  ' });
    expect(filled).toBe('On 12 May 2027 at {{session.place}} for {{client.nickname}}.');
    expect(unfilledFields(filled)).toEqual(['session.place', 'client.nickname']);
  });

  it('reads no inherited property as a value', () => {
    expect(fillContract('{{constructor}} {{toString}}', {})).toBe('{{constructor}} {{toString}}');
  });

  it('keeps a value from changing the text around it', () => {
    const filled = fillContract('Client: {{client.name}}', { 'client.name': '*Ana*\n\n# [x](y) {{today}}' });
    expect(filled).toBe('Client: \\*Ana\\* # \\[x\\](y) \\{\\{today\\}\\}');
    expect(unfilledFields(filled)).toEqual([]);
    expect(fillContract('For {{client.name}}', { 'client.name': '*Ana*' }, { markdown: false })).toBe('For *Ana*');
  });
});

describe('the samples', () => {
  const known = new Set<string>(MERGE_FIELDS.map((field) => field.key));

  it('name only fields sending can fill, in every language', () => {
    for (const [key, sample] of Object.entries(CONTRACT_SAMPLES)) {
      for (const [language, template] of Object.entries(sample)) {
        const unknown = unfilledFields(template.body).filter((field) => !known.has(field));
        expect(unknown, `${key} ${language}`).toEqual([]);
        expect(template.clientFields.length, `${key} ${language}`).toBeGreaterThan(0);
      }
    }
  });

  it('ask for the same client fields in every language', () => {
    for (const sample of Object.values(CONTRACT_SAMPLES)) {
      const keys = (language: keyof typeof sample) => sample[language].clientFields.map((field) => field.key);
      expect(keys('es')).toEqual(keys('en'));
      expect(keys('ca')).toEqual(keys('en'));
    }
  });
});
