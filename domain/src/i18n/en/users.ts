// The users tables (All users, Buyers, Sellers) in English.
export const users = {
  column: {
    name: 'Name',
    email: 'Email',
    account: 'Account',
    status: 'Status',
    admin: 'Admin',
    verification: 'Verification',
    delete: 'Delete',
  },
  /** The label that stands where an action would be for an admin. */
  adminChip: 'Admin',
  verified: 'Verified',
  notVerified: 'Not verified',
  /** The status of someone who is not a seller. */
  noStatus: '—',
  delete: 'Delete',
  allUsers: {
    label: 'All users',
    what: 'the users',
    loadMore: 'users',
    makeAdmin: 'Make admin',
    makeAdminLabel: 'Make {{name}} an admin',
    removeAdmin: 'Remove admin',
    removeAdminLabel: "Remove {{name}}'s admin role",
    removeAdminTitle: "Remove {{name}}'s admin role?",
    removeAdminMessage:
      '{{name}} keeps their account but can no longer manage users, sellers and orders. They are signed out of the API at once.',
    emptyTitle: 'No users yet',
    emptyHint: 'People appear here as soon as they sign up.',
  },
  buyers: {
    label: 'Buyers',
    what: 'the buyers',
    loadMore: 'buyers',
    deleteLabel: 'Delete buyer {{name}}',
    deleteTitle: 'Delete buyer {{name}}?',
    deleteMessage: '{{name}} ({{email}}) loses their account. Their past orders stay on record. This cannot be undone.',
    emptyTitle: 'No buyers yet',
    emptyHint: 'People who sign up with a Buyer account appear here.',
  },
  sellers: {
    label: 'Sellers',
    what: 'the sellers',
    loadMore: 'sellers',
    verify: 'Verify',
    verifyLabel: 'Verify seller {{name}}',
    deleteLabel: 'Delete seller {{name}}',
    deleteTitle: 'Delete seller {{name}}?',
    deleteMessage:
      '{{name}} ({{email}}) loses their account, and their listings and advertisements are removed. Their past orders stay on record. This cannot be undone.',
    emptyTitle: 'No sellers yet',
    emptyHint: 'People who sign up with a Seller account appear here.',
  },
};
