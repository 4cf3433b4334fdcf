// Types for the single lists of zxcvbn-ts's language packages, which password-strength.ts imports
// one by one (the packages type only their index).
declare module '@zxcvbn-ts/language-en/dist/wordSequences.json.mjs' {
  const sequences: Record<string, string[]>;
  export default sequences;
}
declare module '@zxcvbn-ts/language-es-es/dist/wordSequences.json.mjs' {
  const sequences: Record<string, string[]>;
  export default sequences;
}
declare module '@zxcvbn-ts/language-en/dist/*' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-es-es/dist/*' {
  const words: string[];
  export default words;
}
