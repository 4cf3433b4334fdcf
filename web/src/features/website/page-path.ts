/**
 * The address a new page is offered from its title: "Sobre mí & Contacto" → "/sobre-mi-contacto".
 * Accents are dropped rather than the letters, so Spanish and Catalan titles read the same in the
 * address; empty when the title holds no letter or digit.
 */
export function suggestPagePath(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    // The Catalan middle dot joins a word ("col·lecció"), it does not split it.
    .replace(/·/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug ? `/${slug}` : '';
}
