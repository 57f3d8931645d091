// Each page's browser-tab title and its description for search results and link previews.

export const pages = {
  /** The tab title of a page named by what it shows: a category, a book. */
  titled: '{{name}} · Reshelf',
  home: { title: 'Reshelf: used books, second chances', description: 'Reshelf: buy and sell used books near you.' },
  blog: {
    title: 'Questions and answers · Reshelf',
    description:
      'Four questions newcomers to front-end development ask most, answered by the team that builds Reshelf.',
  },
  premium: {
    title: 'Go premium · Reshelf',
    description:
      'Premium plans are on their way: audio books, early access to new listings and more visibility for sellers.',
  },
  category: {
    title: 'Category · Reshelf',
    description: 'Every book on this shelf is available right now. Book a copy and meet the seller to pay.',
  },
  login: { title: 'Log in · Reshelf', description: 'Log in to Reshelf to book used books and follow your orders.' },
  signUp: { title: 'Sign up · Reshelf', description: 'Join Reshelf to buy used books near you, or to sell your own.' },
  authAction: {
    title: 'Email link · Reshelf',
    description: "Reset your password or verify your email from a link in Reshelf's emails.",
  },
  search: {
    title: 'Search books · Reshelf',
    description: 'Find an available used book by a word of its title or its author.',
  },
  book: { title: 'Book · Reshelf', description: 'A used book on Reshelf: its condition, its price, and its seller.' },
  notFound: {
    title: 'Page not found · Reshelf',
    description: 'This page is not on our shelves: the link may be old, or the page may have moved.',
  },
  error: {
    title: 'Something went wrong · Reshelf',
    description: 'The page could not be shown. Please go back and try again.',
  },
  dashboard: {
    title: 'Dashboard · Reshelf',
    description: 'Your Reshelf dashboard: your orders, and as a seller your books.',
  },
  allUsers: { title: 'All users · Reshelf', description: 'Every Reshelf account, for admins.' },
  allOrders: { title: 'All orders · Reshelf', description: 'Every booking on Reshelf, newest first, for admins.' },
  sellers: { title: 'Sellers · Reshelf', description: 'Sellers on Reshelf, to verify, for admins.' },
  buyers: { title: 'Buyers · Reshelf', description: 'Buyers on Reshelf, for admins.' },
  myOrders: {
    title: 'My orders · Reshelf',
    description: 'The books you booked on Reshelf and where each order stands.',
  },
  addProduct: { title: 'Add a product · Reshelf', description: 'List a used book for sale on Reshelf.' },
  myProduct: {
    title: 'My products · Reshelf',
    description: 'The books you list on Reshelf: edit, advertise or remove them.',
  },
  sellerOrders: {
    title: 'Orders for my books · Reshelf',
    description: 'Bookings of your books on Reshelf and where each stands.',
  },
  reports: { title: 'Reports · Reshelf', description: 'Open reports from readers, for admins to decide.' },
  myReports: { title: 'My reports · Reshelf', description: 'What you reported on Reshelf and what came of it.' },
  saved: { title: 'Saved · Reshelf', description: 'The books and searches you saved on Reshelf.' },
  messages: { title: 'Messages · Reshelf', description: 'Your conversations with buyers and sellers, newest first.' },
  conversation: { title: 'Conversation · Reshelf', description: 'Messages with the other side of an order.' },
  seller: {
    title: 'A member · Reshelf',
    description: 'A Reshelf member: their verified badges, books sold, reviews and books on offer.',
  },
};
