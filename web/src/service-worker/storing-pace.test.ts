import { describe, expect, it } from 'vitest';
import { IDLE_WORD_HOLDS_MS, SILENCE_ENDS_WAIT_MS, waitBeforeStoring } from './storing-pace';

describe('when an installing worker stores the next file', () => {
  it('stores at once while a page says it is idle', () => {
    expect(waitBeforeStoring(0)).toBe(0);
    expect(waitBeforeStoring(IDLE_WORD_HOLDS_MS - 1)).toBe(0);
  });

  it('waits while a page that was idle has gone quiet, as it does while a screen loads', () => {
    expect(waitBeforeStoring(IDLE_WORD_HOLDS_MS)).toBe(SILENCE_ENDS_WAIT_MS - IDLE_WORD_HOLDS_MS);
    expect(waitBeforeStoring(SILENCE_ENDS_WAIT_MS - 1)).toBe(1);
  });

  it('stores once no page has spoken for long, or ever: nobody to disturb', () => {
    expect(waitBeforeStoring(SILENCE_ENDS_WAIT_MS)).toBe(0);
    expect(waitBeforeStoring(Infinity)).toBe(0);
  });
});
