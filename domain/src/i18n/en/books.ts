// books: filled in as the books screens are translated.
export const books = {};
