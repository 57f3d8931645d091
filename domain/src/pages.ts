// Each page's browser-tab title and its description for search results and link previews. The
// web sets them as a page shows; the prerender writes them into the page's HTML.

export interface PageMeta {
  title: string;
  description: string;
}

/** The tab title of a page named `name`. */
export const pageTitle = (name: string) => `${name} · Reshelf`;

const page = (name: string, description: string): PageMeta => ({ title: pageTitle(name), description });

export const PAGES = {
  home: {
    title: 'Reshelf: used books, second chances',
    description: 'Reshelf: buy and sell used books near you.',
  },
  blog: page(
    'Questions and answers',
    'Four questions newcomers to front-end development ask most, answered by the team that builds Reshelf.',
  ),
  premium: page(
    'Go premium',
    'Premium plans are on their way: audio books, early access to new listings and more visibility for sellers.',
  ),
  category: page(
    'Category',
    'Every book on this shelf is available right now. Book a copy and meet the seller to pay.',
  ),
  login: page('Log in', 'Log in to Reshelf to book used books and follow your orders.'),
  signUp: page('Sign up', 'Join Reshelf to buy used books near you, or to sell your own.'),
  authAction: page('Email link', "Reset your password or verify your email from a link in Reshelf's emails."),
  search: page('Search books', 'Find an available used book by a word of its title or its author.'),
  book: page('Book', 'A used book on Reshelf: its condition, its price, and its seller.'),
  notFound: page('Page not found', 'This page is not on our shelves: the link may be old, or the page may have moved.'),
  error: page('Something went wrong', 'The page could not be shown. Please go back and try again.'),
  dashboard: page('Dashboard', 'Your Reshelf dashboard: your orders, and as a seller your books.'),
  allUsers: page('All users', 'Every Reshelf account, for admins.'),
  allOrders: page('All orders', 'Every booking on Reshelf, newest first, for admins.'),
  sellers: page('Sellers', 'Sellers on Reshelf, to verify, for admins.'),
  buyers: page('Buyers', 'Buyers on Reshelf, for admins.'),
  myOrders: page('My orders', 'The books you booked on Reshelf and where each order stands.'),
  addProduct: page('Add a product', 'List a used book for sale on Reshelf.'),
  myProduct: page('My products', 'The books you list on Reshelf: edit, advertise or remove them.'),
  sellerOrders: page('Orders for my books', 'Bookings of your books on Reshelf and where each stands.'),
} as const satisfies Record<string, PageMeta>;
