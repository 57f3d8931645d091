// Saved books and saved searches in English: the hearts, the Saved page and "Save this search".
import { MAX_SAVED_SEARCHES } from '../../constants';

export const saved = {
  heart: {
    save: 'Save {{name}}',
    remove: 'Remove {{name}} from saved',
  },
  toast: {
    saved: 'Saved: find it on the Saved page',
    removed: 'Removed from saved',
    searchSaved: 'Search saved: you get a notification when a matching book is listed',
    searchDeleted: 'Saved search deleted',
  },
  error: {
    wordsTooLong: 'Use at most 200 characters',
    tooManyWords: 'Use at most 8 words',
    tooBroad: 'Add a word or a category: a search for everything would match every new book',
    tooManySearches: `You keep ${MAX_SAVED_SEARCHES} saved searches already: delete one on the Saved page first`,
  },
  saveSearch: {
    button: 'Save this search',
    label: 'Save the search for {{text}}',
    done: 'Search saved',
  },
  books: {
    title: 'Saved books',
    what: 'your saved books',
    label: 'Your saved books',
    emptyTitle: 'No saved books yet',
    emptyHint: 'Press the heart on a book to keep it here.',
    loadMore: 'more saved books',
    remove: 'Remove',
    removeLabel: 'Remove {{name}} from saved',
    state: {
      Available: 'Available',
      Booked: 'Booked by someone',
      Sold: 'Sold',
      Hidden: 'Off the shelves for now',
      gone: 'No longer listed',
    },
  },
  searches: {
    title: 'Saved searches',
    what: 'your saved searches',
    label: 'Your saved searches',
    emptyTitle: 'No saved searches yet',
    emptyHint: 'Search for a book, then press “Save this search”: a matching new book sends you a notification.',
    loadMore: 'more saved searches',
    count: '{{n}} of {{max}} saved searches',
    anyWords: 'Any title',
    category: 'in {{name}}',
    from: 'from {{min}}',
    upTo: 'up to {{max}}',
    between: '{{min}} to {{max}}',
    open: 'Search',
    openLabel: 'Search again for {{terms}}',
    delete: 'Delete',
    deleteLabel: 'Delete the saved search {{terms}}',
  },
  page: {
    title: 'Saved',
    intro: 'Books you saved, as they are now, and the searches that tell you when a matching book is listed.',
    loadingBooks: 'Loading your saved books',
    loadingSearches: 'Loading your saved searches',
  },
};
