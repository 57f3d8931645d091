// The pages themselves (web/src/app/routes): their headings, introductions and the few texts of
// their own; what a page's features show is in those features' sections.

export const routes = {
  authAction: {
    reset: { title: 'Choose a new password', intro: 'Pick a new password for your Reshelf account.' },
    verify: { title: 'Verify your email', intro: 'Confirming the email address of your Reshelf account.' },
    link: { title: 'Email link', intro: "This page opens the links in Reshelf's emails." },
    verifying: 'Verifying your email',
    verified: 'Your email address is verified: you can book, list and advertise books.',
    toDashboard: 'Go to your dashboard',
    logIn: 'Log in',
    checkingLink: 'Checking the link',
    backToLogIn: 'Back to log in',
    email: 'Email',
    newPassword: 'New password',
    passwordHint: 'At least 6 characters',
    save: 'Save the new password',
  },
  blog: {
    title: 'Questions and answers',
    intro: 'Four questions newcomers to front-end development ask us most, answered by the team that builds Reshelf.',
  },
  book: {
    /** What NothingHere cannot load while Reshelf cannot be reached. */
    what: 'this book',
    loading: 'Loading the book',
    notFound: {
      title: 'We could not find that book',
      hint: 'Its seller may have taken it down, or the link may be incomplete. Search for it, or browse the shelves.',
      search: 'Search books',
      categories: 'See all categories',
    },
  },
  category: {
    home: 'Home',
    search: 'Search all books',
    loadingName: 'Loading the category',
    intro: 'Every book on this shelf is available right now. Book a copy and meet the seller to pay.',
    loadingBooks: 'Loading the books',
    notFound: {
      title: 'We could not find that category',
      hint: 'It may have been renamed or removed. Pick another shelf from the home page.',
      categories: 'See all categories',
    },
    shelf: {
      what: 'this shelf',
      filtered: {
        title: 'No book on this shelf matches these filters',
        hint: 'Try another condition or a wider price range, or clear the filters.',
      },
      empty: {
        title: 'No books on this shelf right now',
        hint: 'Every copy here has found a reader. Sellers add books every day, so check back soon.',
      },
    },
  },
  error: {
    imageAlt: 'An open book with blank pages and a question mark floating above it',
    notFound: {
      title: 'This page is not on our shelves',
      text: 'The link may be old, or the page may have moved. Let us take you back to the books.',
    },
    failed: {
      title: 'Something went wrong on this page',
      text: 'We are sorry: the page could not be shown. Please go back and try again.',
    },
    home: 'Go back to home',
  },
  home: {
    loadingOffers: 'Loading special offers',
    categories: { title: 'Book categories', intro: 'Pick a shelf and see every book waiting for a new reader.' },
  },
  login: {
    title: 'Log in',
    intro:
      'Welcome back. Your dashboard menu changes with your role: buyers see their orders, sellers add and advertise their books.',
    denied: 'The page you opened needs a different kind of account. Log in with an account that has access to it.',
    newHere: 'New to Reshelf? <action>Sign up</action>',
  },
  signUp: {
    title: 'Sign up',
    intro: 'Create your free account to book used books, or to sell the ones you have finished.',
    haveAccount: 'Already have an account? <action>Log in</action>',
  },
  premium: {
    title: 'Go premium',
    intro:
      'Premium plans are on their way. They will add audio books, early access to new listings and more visibility for sellers, while booking a used book stays free for everyone.',
    imageAlt: 'A golden crown resting on a neat stack of books',
    plans: 'Plans',
    plan: {
      reader: { name: 'Reader', pitch: 'Everything you need to find and book used books.' },
      bookworm: { name: 'Bookworm', pitch: 'For readers who never have just one book on the go.' },
      bookseller: { name: 'Bookseller', pitch: 'For sellers who list often and want their books seen.' },
    },
    perk: {
      browse: 'Browse every category',
      book: 'Book any available copy',
      meet: 'Meet and pay in cash in {{place}}',
      audioBook: 'A new audio book every month',
      offline: 'Offline listening',
      early: 'See new listings a day before everyone else',
      noLimit: 'No reading-list limit',
      twoOffers: 'Two advertised offers at a time',
      priority: 'Priority seller verification',
      summary: 'Monthly sales summary',
      bookworm: 'Everything in Bookworm',
    },
    mostLoved: 'Most loved',
    free: 'Free',
    perMonth: '{{price}} / month',
    signUp: 'Sign up free',
    goodToKnow: 'Good to know',
    noPayments:
      'Paid plans cannot be bought yet: nothing on this page takes a payment. Sign up for the newsletter on the home page and we will tell you the day they open.',
    cash: 'Books themselves are always paid in cash when you meet the seller, whatever your plan, so you only pay for a copy you have seen.',
  },
  search: {
    title: 'Search books',
    matching: 'Books matching “{{text}}”',
    intro: 'Find an available book by a word of its title or its author; accents and capitals do not matter.',
    label: 'Search books',
    searching: 'Searching',
    none: 'No available book matches “{{text}}”',
    noneFiltered: 'No available book matches “{{text}}” with these filters',
    noneHint: 'Check the spelling, or try one word of the title or the author’s surname, e.g. “dracula” or “dumas”.',
    noneFilteredHint: 'Clear the filters or widen the price range, or search for another word.',
    distinctive: 'Try a more distinctive word',
    what: 'What are you looking for?',
    hint: 'Type a word of a title or an author, e.g. “treasure” or “verne”, and press Enter.',
  },
  dashboard: {
    welcome: {
      title: 'Welcome, {{name}}',
      intro:
        'This is your Reshelf dashboard. The menu (on the left, or behind the button at the top left on a phone) changes with your role: as a buyer you follow your orders here; as a seller you add books and manage your products.',
      signedInAs: 'Signed in as',
      admin: 'Admin',
      verifiedSeller: 'Verified seller',
      otherSide: 'Want to see the other side? Log out and sign in with a demo account.',
    },
    addProduct: {
      title: 'Add a product',
      intro: 'Your book shows on its category page as soon as you add it.',
    },
    allOrders: { title: 'All orders', intro: 'Every booking on Reshelf, newest first.', loading: 'Loading orders' },
    allUsers: {
      title: 'All users',
      intro:
        "Everyone with a Reshelf account, newest first. An admin can make others admins, and take another admin's role back.",
      loading: 'Loading users',
    },
    buyers: { title: 'Buyers', intro: 'People who signed up to buy books.', loading: 'Loading buyers' },
    sellers: {
      title: 'Sellers',
      intro: 'Verify a seller to show buyers a verified badge on their books.',
      loading: 'Loading sellers',
    },
    myOrders: {
      title: 'My orders',
      intro:
        'Call the seller to agree on a time, and pay in cash when you meet at the place you agreed; press Pay once you have, and the seller marks the book sold. Changed your mind? Cancel the booking so others can buy the book.',
      loading: 'Loading your orders',
    },
    myProduct: {
      title: 'My products',
      intro: 'Advertise an available book to show it among the offers on the home page.',
      loading: 'Loading your products',
    },
    sellerOrders: {
      title: 'Orders for my books',
      intro:
        'Call the buyer to agree on a time at the meeting place. Once they have paid you in cash, mark the book as sold; decline a booking you will not go through with, and the book is offered again.',
      loading: 'Loading the orders for your books',
    },
    reports: {
      title: 'Reports',
      intro:
        'Open reports, grouped by the listing or person they name. Keep dismisses them (a hidden listing comes back); Remove listing deletes it; Suspend account signs its owner out for good.',
      loading: 'Loading the open reports',
    },
    myReports: {
      title: 'My reports',
      intro: 'What you reported, and what an admin decided.',
      loading: 'Loading your reports',
    },
  },
};
