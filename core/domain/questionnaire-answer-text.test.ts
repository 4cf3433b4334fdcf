import { describe, expect, it } from 'vitest';
import { answerMergeValues, answerText } from './questionnaire-answer-text';
import type { QuestionnaireField } from './questionnaire-answers';

const field = (kind: QuestionnaireField['kind']): QuestionnaireField => ({
  id: 'q',
  kind,
  label: 'Q',
  required: false,
});
const words = { yes: 'Sí', no: 'No' };

describe('answerText', () => {
  it('writes yes or no in the reader’s words', () => {
    expect(answerText(field('yesno'), true, 'es', words)).toBe('Sí');
    expect(answerText(field('yesno'), false, 'es', words)).toBe('No');
  });

  it('writes a date out in the locale, on the day the client chose whatever the clock', () => {
    expect(answerText(field('date'), '2027-06-12', 'ca', words)).toBe('12 de juny del 2027');
    expect(answerText(field('date'), '2027-01-01', 'en', words)).toBe('January 1, 2027');
  });

  it('lists the options chosen and writes numbers as the locale does', () => {
    expect(answerText(field('multi'), ['Ceremony', 'Dinner'], 'en', words)).toBe('Ceremony, Dinner');
    expect(answerText(field('number'), 1200, 'es', words)).toBe('1200');
    expect(answerText(field('number'), 12000.5, 'en', words)).toBe('12,000.5');
  });

  it('trims text as written', () => {
    expect(answerText(field('short'), '  Marc  ', 'en', words)).toBe('Marc');
  });
});

describe('answerMergeValues', () => {
  const fields: QuestionnaireField[] = [
    { id: 'partner', kind: 'short', label: 'Partner', required: true },
    { id: 'drone', kind: 'yesno', label: 'Drone', required: false },
  ];
  const response = (id: string, status: 'sent' | 'started' | 'submitted', updatedAt: number, partner: string) => ({
    id,
    language: 'es' as const,
    status,
    fields,
    answers: { partner, drone: true },
    updatedAt,
  });

  it('lets sent answers win over ones still typed, and a later questionnaire over an earlier one', () => {
    const values = answerMergeValues(
      [
        response('c', 'started', 300, 'Still typing'),
        response('b', 'submitted', 200, 'Later'),
        response('a', 'submitted', 100, 'Earlier'),
        response('d', 'sent', 400, 'Never opened'),
      ],
      () => words,
    );
    expect(values).toEqual({ 'answers.partner': 'Later', 'answers.drone': 'Sí' });
  });

  it('gives nothing for a field left blank, or for a questionnaire never opened', () => {
    expect(answerMergeValues([response('a', 'started', 1, '  ')], () => words)).toEqual({ 'answers.drone': 'Sí' });
    expect(answerMergeValues([response('a', 'sent', 1, 'Marc')], () => words)).toEqual({});
  });
});
