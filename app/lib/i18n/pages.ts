// Texts of the home page and the static company and legal pages.
export const pagesText = {} as const;
