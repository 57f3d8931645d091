// The book lists, Book cards, book page, search and sort and filter controls in English.
export const books = {
  /** What a Book card and the book page say about a listing. */
  card: {
    cover: 'Cover of {{name}}',
    by: 'by {{author}}',
    condition: 'Condition',
    usedFor: 'Used for',
    seller: 'Seller',
    location: 'Location',
    posted: 'Posted',
    orderNow: 'Order now',
    orderNowLabel: 'Order now: {{name}}',
    yourListing: 'Your listing',
  },
  /** How long the book was used, when worked out from the year of purchase. */
  usedFor: {
    lessThanYear: 'Less than a year',
    oneYear: '1 year',
    years: '{{years}} years',
  },
  prices: {
    resale: 'Resale price',
    original: 'Original price',
  },
  seller: { verified: 'Verified' },
  details: {
    home: 'Home',
    boughtIn: 'Bought in',
    category: 'Category',
    about: 'About this copy',
    booked: 'Booked: a reader has booked this copy. If the booking ends without a sale, it is available again.',
    sold: 'Sold: this copy has found its reader.',
    ownListing: 'This is your listing: readers order it from here.',
    myProducts: 'My products',
  },
  /** The book page's photos, swiped on a phone; the numbers come in the reader's digits. */
  gallery: {
    carousel: 'carousel',
    slide: 'slide',
    label: 'Photos of {{name}}',
    strip: 'Photos: use the arrow keys to move between them',
    photo: 'Photo {{number}} of {{total}}',
    alt: '{{name}}, photo {{number}}',
    show: 'Show photo {{number}} of {{total}}',
    previous: 'Previous photo',
    next: 'Next photo',
  },
  /** Completes "Load more …" under a list of books. */
  loadMore: 'books',
  /** Completes "Reshelf cannot be reached: … " and "Loading …" for a category's books. */
  categoryWhat: 'the books',
  search: {
    box: {
      placeholder: 'Search by title or author',
      input: 'Title or author',
      submit: 'Search',
    },
    what: 'the search results',
    foundOne: '1 book found',
    found: '{{number}} books found',
    moreThan: 'More than {{number}} books found',
  },
  controls: {
    label: 'Sort and filter',
    sortBy: 'Sort by',
    sort: {
      newest: 'Newest first',
      'price-asc': 'Price: low to high',
      'price-desc': 'Price: high to low',
    },
    rangeSorts: 'A price range lists by price',
    condition: 'Condition',
    any: 'Any',
    clear: 'Clear filters',
    range: {
      label: 'Price range',
      min: 'Min price',
      max: 'Max price',
      apply: 'Apply',
    },
  },
};
