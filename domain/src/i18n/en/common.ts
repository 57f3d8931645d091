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
  demoAccounts: {
    title: 'Demo accounts',
    email: 'Email: <code>{{email}}</code>',
    password: 'Password: <code>{{password}}</code>',
    adminHidden: 'Admin details are not shared.',
  },
};
