// How easy a password is to guess, by zxcvbn-ts's estimate: a common password, or a common word
// with a year or digits around it (Summer2026, Verano2026!, Tardor2025), is refused wherever a
// password is chosen. The lists weigh about half a megabyte compressed: the browser imports this
// module lazily, only on the forms that set a password.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
// The language packages' indexes also bring surnames and Wikipedia titles, another megabyte for
// the browser: the words people build passwords from are in the common words, names and sequences.
import englishWords from '@zxcvbn-ts/language-en/dist/commonWords.json.mjs';
import englishNames from '@zxcvbn-ts/language-en/dist/firstnames.json.mjs';
import englishSequences from '@zxcvbn-ts/language-en/dist/wordSequences.json.mjs';
import spanishWords from '@zxcvbn-ts/language-es-es/dist/commonWords.json.mjs';
import spanishNames from '@zxcvbn-ts/language-es-es/dist/firstnames.json.mjs';
import spanishSequences from '@zxcvbn-ts/language-es-es/dist/wordSequences.json.mjs';

/**
 * zxcvbn-ts has no Catalan package: its calendar words, and the words of a photographer's trade
 * in the product's three languages, are the first guesses for our users' passwords.
 */
const studioWords = [
  ...['primavera', 'estiu', 'tardor', 'hivern'],
  ...['gener', 'febrer', 'març', 'marc', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre'],
  ...['novembre', 'desembre', 'dilluns', 'dimarts', 'dimecres', 'dijous', 'divendres', 'dissabte', 'diumenge'],
  ...['contrasenya', 'contraseña', 'contrasena', 'benvingut', 'benvinguda', 'bienvenido', 'bienvenida'],
  ...['studio', 'estudio', 'estudi', 'lumen', 'photo', 'foto', 'fotos', 'photos', 'photography', 'fotografia'],
  ...['fotografía', 'photographer', 'fotografo', 'fotógrafo', 'fotografa', 'fotógrafa', 'fotògraf', 'fotògrafa'],
  ...['gallery', 'galeria', 'galería', 'session', 'sesion', 'sesión', 'sessió', 'sessio', 'wedding', 'boda'],
  ...['casament', 'camera', 'cámara', 'càmera', 'camara', 'client', 'cliente', 'booking', 'reserva'],
];

const zxcvbn = new ZxcvbnFactory({
  graphs: adjacencyGraphs,
  dictionary: {
    ...common,
    'commonWords-en': englishWords,
    'firstnames-en': englishNames,
    ...englishSequences,
    'commonWords-es-es': spanishWords,
    'firstnames-es-es': spanishNames,
    ...spanishSequences,
    studio: studioWords,
  },
  // Up to 4 swapped letters (Summ3r, V3r@no) still count as the word; zxcvbn-ts's default of 100
  // makes one long password of symbols take seconds, on the server too.
  l33tMaxSubstitutions: 4,
});

/** zxcvbn's score 3: about 10^8 guesses, "safely unguessable" against an online attack. */
const MIN_SCORE = 3;

/** True when the password, ignoring width (Ｓｕｍｍｅｒ２０２６), scores below 3. */
export function isGuessablePassword(password: string): boolean {
  return zxcvbn.check(password.normalize('NFKC')).score < MIN_SCORE;
}
