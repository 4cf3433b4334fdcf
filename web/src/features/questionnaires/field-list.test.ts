import { describe, expect, it } from 'vitest';
import type { QuestionnaireField } from '@core/domain/questionnaire-answers';
import { moved, newFieldId, optionsFromText, withKind, withNewField } from './field-list';

const short = (id: string): QuestionnaireField => ({ id, kind: 'short', label: id, required: false });

describe('the builder’s question list', () => {
  it('gives a new question an id no other question has, even after removals', () => {
    expect(newFieldId([])).toBe('q1');
    expect(newFieldId([short('q1'), short('q3')])).toBe('q4');
    expect(newFieldId([short('q3'), short('q4')])).toBe('q5');
    expect(withNewField([short('q1')], 'New question')).toEqual([
      short('q1'),
      { id: 'q2', kind: 'short', label: 'New question', required: false },
    ]);
  });

  it('moves a question one place, and leaves the list as it was at its ends', () => {
    const list = [short('a'), short('b'), short('c')];
    expect(moved(list, 1, -1).map((field) => field.id)).toEqual(['b', 'a', 'c']);
    expect(moved(list, 1, 1).map((field) => field.id)).toEqual(['a', 'c', 'b']);
    expect(moved(list, 0, -1)).toEqual(list);
    expect(moved(list, 2, 1)).toEqual(list);
  });

  it('gives a choice its first option, keeps options between choice kinds, and drops them otherwise', () => {
    const choice = withKind(short('a'), 'choice', 'Option 1');
    expect(choice).toEqual({ id: 'a', kind: 'choice', label: 'a', required: false, options: ['Option 1'] });
    const multi = withKind({ ...choice, options: ['Red', 'Blue'] }, 'multi', 'Option 1');
    expect(multi.options).toEqual(['Red', 'Blue']);
    expect(withKind(multi, 'date', 'Option 1')).toEqual({ id: 'a', kind: 'date', label: 'a', required: false });
  });

  it('reads options one a line, trimmed, without blank lines', () => {
    expect(optionsFromText(' Red \n\nBlue\n  \n')).toEqual(['Red', 'Blue']);
  });
});
