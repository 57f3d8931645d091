// home: the Home page's sections (web/src/features/home).
export const home = {
  hero: {
    eyebrow: 'Used books, second chances',
    title: 'Give every book another reader',
    intro:
      'Reshelf connects readers in {{place}} who have finished a book with readers about to start one. Browse by category, book a copy in a few taps, and meet the seller to pay in cash.',
    browse: 'Browse categories',
    sell: 'Sell your books',
    imageAlt: 'A cosy shelf of second-hand books beside a window and a plant',
  },
  promises: { label: 'Our promises' },
  stats: { title: 'Reshelf in numbers' },
  offers: {
    title: 'Special offers',
    intro: 'Hand-picked by their sellers this week, while the copies last.',
    loading: 'Loading special offers',
    /** Said when the offers cannot be reached: "Cannot reach Reshelf to load {{what}}…". */
    what: 'the special offers',
    coverAlt: 'Cover of {{name}}',
    get: 'Get the offer',
    getLabel: 'Get the offer on {{name}}',
  },
  categories: {
    loading: 'Loading book categories',
    what: 'the book categories',
    all: 'All this category',
    allLabel: 'All this category: {{name}}',
  },
  newReleases: {
    eyebrow: 'New releases',
    title: 'Fresh on the shelves',
    imageAlt: 'Three fresh books standing upright, one wearing a New ribbon, with sparkles around them',
    action: 'See the latest books',
    p1: 'Sellers add books every day, and the newest copies always come first on each category page. Popular titles are often booked within hours, so it pays to look early.',
    p2: "Found the thriller everyone is talking about? Finished this year's prize winner? List it today and let the next reader enjoy it while it is still new.",
  },
  audioBooks: {
    eyebrow: 'Audio books',
    title: 'Stories for the long ride home',
    imageAlt: 'Headphones resting on an open book, with sound waves rising from its pages',
    action: 'Listen with Premium',
    p1: 'Some books are best heard. Our audio-books corner gathers narrated classics and new voices you can play on the bus, in a rickshaw or while the rice cooks.',
    p2: 'Premium members get a new audio book every month and can keep listening offline, so a traffic jam becomes another chapter.',
  },
  about: {
    eyebrow: 'About us',
    title: 'A marketplace run by readers',
    imageAlt: 'Two readers passing a book from one hand to another',
    p1: 'Reshelf began with a single overloaded bookshelf and a simple idea: a book you have finished is a book someone else is looking for. Instead of gathering dust, it can travel on.',
    p2: 'Sellers list their used books in a couple of minutes and say honestly how worn they are. Buyers book a copy and meet the seller in {{place}} to pay in cash, once they have held it in their hands. We verify sellers so you know who you are meeting.',
    p3: 'Every book that changes hands here is one less printed new and one more story shared. Thank you for keeping them moving.',
  },
  studyPlaces: {
    title: 'Find your study place',
    intro: 'Where do readers in {{place}} open the books they find on Reshelf? A few favourites our members share.',
    place: {
      'study-library': {
        title: 'The library table',
        text: 'Quiet hours, tall shelves and a lamp that never flickers: the classic place to finish a chapter.',
        alt: 'A quiet library with tall shelves and a reading table under a lamp',
      },
      'study-cafe': {
        title: 'A corner café',
        text: 'A cup of cha, a window seat and the gentle noise of the street. Many of our swaps happen here.',
        alt: 'A corner café table with a cup of tea and an open novel by the window',
      },
      'study-park': {
        title: 'A bench in the park',
        text: 'Early mornings in the shade of a rain tree, before the city wakes up, are made for poetry.',
        alt: 'A shaded park bench under a tree, with a stack of books waiting on the seat',
      },
      'study-nook': {
        title: 'Your own reading nook',
        text: 'An armchair, a blanket and a good light. Sometimes the best study place is the one at home.',
        alt: 'A reading nook at home: an armchair, a floor lamp and a blanket',
      },
    },
  },
  newsletter: {
    title: 'The weekly shelf',
    intro:
      'One short email every Friday: the best new listings, price drops, and a reading tip from our community. No spam, and you can leave with one click.',
    email: 'Your email',
    subscribe: 'Subscribe',
  },
};
