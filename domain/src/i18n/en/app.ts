// The app's frame in English: navbar, footer, dashboard menu, guards and the update prompt.

export const app = {
  skipToContent: 'Skip to content',
  loadingPage: 'Loading the page',
  navbar: {
    brand: 'Reshelf',
    main: 'Main',
    home: 'Home',
    blog: 'Blog',
    dashboard: 'Dashboard',
    searchAll: 'Search all books',
    searchBooks: 'Search books',
    login: 'Login',
    logout: 'Logout',
    loggingOut: 'Logging out…',
    signUp: 'Sign up',
    goPremium: 'Go premium',
    openMenu: 'Open the menu',
    toggleDashboardMenu: 'Open or close the dashboard menu',
  },
  /** The navbar's language switch; the languages' names are LANGUAGE_NAMES, each in itself. */
  language: { label: 'Language' },
  footer: {
    tagline: 'Used books, second chances. Meet in {{place}}, pay on the spot.',
    copyright: '© {{year}} Reshelf',
    services: {
      title: 'Services',
      pickup: 'Book pickup',
      priceChecks: 'Price checks',
      sellerVerification: 'Seller verification',
      giftCards: 'Gift cards',
    },
    company: { title: 'Company', about: 'About us', contact: 'Contact', jobs: 'Jobs', pressKit: 'Press kit' },
    legal: { title: 'Legal', terms: 'Terms of use', privacy: 'Privacy policy', cookies: 'Cookie policy' },
  },
  dashboard: {
    label: 'Dashboard',
    /** A menu entry with the bookings waiting on it: "Orders for my books, 2 new". */
    withNew: '{{label}}, {{n}} new',
    menu: {
      dashboard: 'Dashboard',
      allUsers: 'All users',
      allOrders: 'All orders',
      sellers: 'Sellers',
      buyers: 'Buyers',
      addProduct: 'Add a product',
      myProduct: 'My product',
      sellerOrders: 'Orders for my books',
      myOrders: 'My Orders',
      reports: 'Reports',
      myReports: 'My reports',
      saved: 'Saved',
      messages: 'Messages',
    },
  },
  guard: { checking: 'Checking your account' },
  update: { ready: 'A new version of Reshelf is ready', reload: 'Reload', notNow: 'Not now' },
};
