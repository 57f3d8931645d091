// Words every screen has, and the texts of the shared components (web/src/components, web/src/lib).

export const common = {
  cancel: 'Cancel',
  save: 'Save',
  close: 'Close',
  loading: 'Loading…',
  tryAgain: 'Try again',
  /** A live region's spinner: `what` is the region's own text ("this book"). */
  loadingWhat: 'Loading {{what}}',
  loadMore: { button: 'Load more', label: 'Load more {{what}}' },
  verifyEmail: { resend: 'Send the link again' },
  /** The trade's safety tips, on the order dialog and the order pages. */
  safety: {
    title: 'Trade safely',
    publicPlace: 'Meet in a public place.',
    lookFirst: 'Look at the book before you pay.',
    cash: 'Pay in cash at the meeting.',
    noAdvance: 'Never send money in advance by bKash or Nagad to someone you have not met.',
  },
  demoAccounts: {
    title: 'Demo accounts',
    email: 'Email: <code>{{email}}</code>',
    password: 'Password: <code>{{password}}</code>',
    adminHidden: 'Admin details are not shared.',
  },
};
