import { describe, expect, it } from 'vitest';
import { answersSchema, questionnaireField, questionnaireFields } from './questionnaire';
import { missingAnswers, type QuestionnaireField } from './questionnaire-answers';

const fields: QuestionnaireField[] = [
  { id: 'name', kind: 'short', label: 'Second signer', required: true },
  { id: 'story', kind: 'long', label: 'How you met', required: false },
  { id: 'style', kind: 'choice', label: 'Style', options: ['Classic', 'Candid'], required: true },
  { id: 'shots', kind: 'multi', label: 'Shots', options: ['Family', 'Details', 'Dance'], required: false },
  { id: 'day', kind: 'date', label: 'Wedding day', required: true },
  { id: 'guests', kind: 'number', label: 'Guests', required: false },
  { id: 'drone', kind: 'yesno', label: 'Drone?', required: true },
];
const complete = {
  name: 'Anna',
  story: '',
  style: 'Candid',
  shots: ['Family', 'Dance'],
  day: '2027-06-12',
  guests: 120,
  drone: false,
};
const issues = (value: unknown, done = true) =>
  answersSchema(fields, { complete: done })
    .safeParse(value)
    .error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('answersSchema', () => {
  it('takes every kind answered as its control gives it', () => {
    expect(answersSchema(fields, { complete: true }).parse(complete)).toEqual(complete);
  });

  it('saves answers so far, and needs every required one only to send them', () => {
    expect(issues({ name: 'Anna', drone: true }, false)).toBeUndefined();
    expect(issues({ name: '  ', style: '', drone: true })).toEqual(['name:required', 'style:required', 'day:required']);
    expect(missingAnswers(fields, { name: '  ', drone: false }).map((field) => field.id)).toEqual([
      'name',
      'style',
      'day',
    ]);
  });

  it('refuses a value of the wrong kind, an option the field lacks, and fields the form lacks', () => {
    expect(issues({ ...complete, style: 'Moody' })).toEqual(['style:notAnOption']);
    expect(issues({ ...complete, shots: ['Family', 'Family'] })).toEqual(['shots:notAnOption']);
    expect(issues({ ...complete, day: '2027-02-30' })).toEqual(['day:invalidDate']);
    expect(issues({ ...complete, guests: '120' })).toEqual(['guests:invalidNumber']);
    expect(issues({ ...complete, drone: 'no' })).toEqual(['drone:invalid']);
    expect(issues({ ...complete, name: 42 })).toHaveLength(1);
    expect(issues({ ...complete, extra: 'x' })).toHaveLength(1);
  });
});

describe('questionnaire fields', () => {
  it('give options to choices only, none repeated, and each field its own id', () => {
    const choice = { id: 'a', kind: 'choice', label: 'Pick', required: false };
    expect(questionnaireField.safeParse(choice).success).toBe(false);
    expect(questionnaireField.safeParse({ ...choice, options: ['x', 'x'] }).success).toBe(false);
    expect(questionnaireField.safeParse({ ...choice, kind: 'short', options: ['x'] }).success).toBe(false);
    expect(questionnaireField.safeParse({ ...choice, options: ['x', 'y'] }).success).toBe(true);
    expect(questionnaireFields.safeParse([fields[0], fields[0]]).success).toBe(false);
  });
});
