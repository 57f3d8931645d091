/** A listing's book page, where cards, search results and offers lead. */
export const bookPath = (id: string) => `/books/${encodeURIComponent(id)}`;
