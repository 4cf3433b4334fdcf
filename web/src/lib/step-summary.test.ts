import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import caWorkflows from '@locales/ca/workflows.json';
import enWorkflows from '@locales/en/workflows.json';
import esWorkflows from '@locales/es/workflows.json';
import { stepSummary, type StepNames, type SummarisedStep } from './step-summary';

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  lng: 'en',
  resources: { en: { workflows: enWorkflows }, es: { workflows: esWorkflows }, ca: { workflows: caWorkflows } },
  interpolation: { escapeValue: false },
});
const words = (lng: string) => i18n.getFixedT(lng, 'workflows') as unknown as TFunction<'workflows'>;

const names: StepNames = {
  mailTemplates: new Map([['directions', 'Directions']]),
  questionnaires: new Map([['wedding', 'Your wedding']]),
  contractTemplates: new Map([['terms', 'Wedding terms']]),
  members: new Map([['anna', 'anna@example.com']]),
};

const step = (fields: Partial<SummarisedStep>): SummarisedStep => ({
  trigger: 'session',
  offsetAmount: 0,
  offsetUnit: 'days',
  atMinute: null,
  action: 'send_template',
  taskTitle: '',
  ...fields,
});

const say = (fields: Partial<SummarisedStep>, lng = 'en') => stepSummary(step(fields), names, words(lng), lng);

describe('stepSummary', () => {
  it('says what a mail step sends and when, on the day before at a time of day', () => {
    const directions = { mailTemplateId: 'directions', offsetAmount: -1, atMinute: 9 * 60 } as const;
    expect(say(directions)).toBe('Send “Directions” 1 day before the session at 9:00 AM');
    expect(say(directions, 'es')).toBe('Enviar «Directions» 1 día antes de la sesión a las 9:00');
    expect(say(directions, 'ca')).toBe('Enviar «Directions» 1 dia abans de la sessió a les 9:00');
  });

  it('counts hours and days in the plural, after what the step counts from', () => {
    expect(say({ action: 'request_review', trigger: 'gallery_published', offsetAmount: 3 })).toBe(
      'Ask for a review 3 days after the gallery is published',
    );
    expect(say({ action: 'send_invoice', trigger: 'contract_signed', offsetAmount: 2, offsetUnit: 'hours' })).toBe(
      'Send the session’s invoice 2 hours after the contract is signed',
    );
  });

  it('says a step with no offset happens with its trigger, or on its day at a time', () => {
    expect(say({ action: 'send_questionnaire', questionnaireId: 'wedding', trigger: 'booked' })).toBe(
      'Send the questionnaire “Your wedding” when the session is booked',
    );
    expect(say({ action: 'publish_gallery', trigger: 'session', atMinute: 18 * 60 + 30 })).toBe(
      'Publish the session’s gallery on the day of the session at 6:30 PM',
    );
  });

  it('names a task’s assignee, and a wait only what it waits for', () => {
    expect(
      say({ action: 'create_task', taskTitle: 'Back up the cards', taskAssigneeId: 'anna', offsetAmount: 1 }),
    ).toBe('Create the task “Back up the cards” for anna@example.com 1 day after the session');
    expect(say({ action: 'wait', waitFor: 'invoice_paid', offsetAmount: 5 })).toBe('Wait until the invoice is paid');
    expect(say({ action: 'wait', waitFor: 'contract_signed' }, 'es')).toBe('Esperar hasta que se firme el contrato');
  });

  it('says what a step still lacks: a template deleted or never chosen, a task without a title', () => {
    expect(say({ mailTemplateId: 'deleted' })).toBe('Send a mail (no template chosen) when the session starts');
    expect(say({ action: 'send_contract', contractTemplateId: null, trigger: 'booked' })).toBe(
      'Send a contract (no template chosen) when the session is booked',
    );
    expect(say({ action: 'create_task', taskTitle: '  ' })).toBe('Create a task (no title) when the session starts');
  });

  it('says a step comes before a gallery expires', () => {
    expect(say({ mailTemplateId: 'directions', trigger: 'gallery_expires', offsetAmount: -7 }, 'ca')).toBe(
      'Enviar «Directions» 7 dies abans que caduqui la galeria',
    );
  });

  it('ignores a time of day on an hour offset, as the database refuses one', () => {
    expect(say({ action: 'request_review', offsetAmount: -2, offsetUnit: 'hours', atMinute: 540 })).toBe(
      'Ask for a review 2 hours before the session',
    );
  });
});
