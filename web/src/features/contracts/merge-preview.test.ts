import { describe, expect, it } from 'vitest';
import { fillContract } from '@core/domain/contract-fields';
import { previewValues } from './merge-preview';

const studio = { name: 'Luz', legalName: 'Luz Estudi SL', taxId: 'B12345678', address: '' };
const now = Date.UTC(2027, 4, 12, 10, 0);

describe('previewValues', () => {
  it('fills what the rows know, in the language and on the studio clock', () => {
    const values = previewValues({
      language: 'es',
      timeZone: 'Europe/Madrid',
      now,
      studio,
      customer: { name: 'Ana Puig', email: 'ana@example.com', phone: '' },
      session: { date: Date.UTC(2027, 5, 1, 16, 30), type: 'Retrato', location: 'Parc Güell' },
    });
    expect(values['session.date']).toBe('1 de junio de 2027');
    expect(values['session.time']).toBe('18:30');
    expect(values['client.name']).toBe('Ana Puig');
    expect(values.today).toBe('12 de mayo de 2027');
  });

  it('leaves what is unknown or empty marked in the filled text', () => {
    const values = previewValues({ language: 'en', timeZone: 'UTC', now, studio });
    const filled = fillContract('{{studio.legalName}}, {{studio.address}}, {{client.name}}', values);
    expect(filled).toBe('Luz Estudi SL, {{studio.address}}, {{client.name}}');
  });
});
