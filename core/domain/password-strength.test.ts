import { describe, expect, it } from 'vitest';
import { isGuessablePassword } from './password-strength';

describe('isGuessablePassword', () => {
  it('finds the common passwords the policy of letters and digits still lets through', () => {
    for (const password of ['Password1', 'Abcdefg1', 'password123', 'Welcome2026']) {
      expect(isGuessablePassword(password), password).toBe(true);
    }
  });

  it('finds a season, a month or a word of the trade with a year or digits, in English, Spanish and Catalan', () => {
    const guessable = ['Summer2026', '2026Summer', 'Verano2026!', 'Otoño2026', 'Invierno2025', 'Tardor2025'];
    const catalan = ['Estiu2024', 'Hivern2026', 'Febrer2026!', 'Gener-2026', 'Contrasenya1', 'Estudi2026'];
    for (const password of [...guessable, ...catalan, 'Lumen2026', 'Fotografia2026']) {
      expect(isGuessablePassword(password), password).toBe(true);
    }
  });

  it('sees through a few letters swapped for look-alike digits and symbols', () => {
    for (const password of ['Summ3r2026', 'V3r@no2026', 'p@ssw0rd2026']) {
      expect(isGuessablePassword(password), password).toBe(true);
    }
  });

  it('judges a long password of symbols quickly, as a server must', () => {
    const started = performance.now();
    expect(isGuessablePassword('4@1!3$0|7+5'.repeat(6))).toBe(false);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('ignores case and full-width letters, as people vary a common password', () => {
    expect(isGuessablePassword('PASSWORD1')).toBe(true);
    expect(isGuessablePassword('ｐａｓｓｗｏｒｄ１')).toBe(true);
    expect(isGuessablePassword('ＳＵＭＭＥＲ２０２６')).toBe(true);
  });

  it('lets a long password through, even one built from common words', () => {
    for (const password of [
      'Golden-Hour-2026',
      'Correct-Horse-42',
      'correct horse battery staple',
      'Sol-de-tarde-47',
    ]) {
      expect(isGuessablePassword(password), password).toBe(false);
    }
  });
});
