// The languages the product is written in, apart from i18next so build tooling can read them.
export const languages = ['en', 'es', 'ca'] as const;
export type Language = (typeof languages)[number];

/** Each language names itself, so a reader finds theirs whatever language is on screen. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  ca: 'Català',
};

export function isLanguage(value: string | undefined): value is Language {
  return (languages as readonly (string | undefined)[]).includes(value);
}
