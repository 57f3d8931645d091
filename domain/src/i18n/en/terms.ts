// The spec's fixed vocabulary as people read it: stored values (categories, conditions, account
// types, statuses) stay English in Firestore and are shown through these.

export const terms = {
  meetingLocation: 'Dhaka',
  deletedAccount: 'Deleted account',
  category: {
    horror: 'Horror',
    'action-adventure': 'Action & adventure',
    'historical-fiction': 'Historical fiction',
  },
  condition: { Good: 'Good', Excellent: 'Excellent', Fair: 'Fair' },
  accountType: { Buyer: 'Buyer', Seller: 'Seller' },
  productStatus: { Available: 'Available', Booked: 'Booked', Sold: 'Sold', Hidden: 'Hidden' },
  servicePromise: {
    'Fast delivery': 'Fast delivery',
    'Open discount': 'Open discount',
    Quality: 'Quality',
    '24/7 support': '24/7 support',
  },
  stat: { Books: 'Books', Members: 'Members', 'Happy users': 'Happy users' },
  /** The seeded books' posting month (spec §2), formatted in each language. */
  seedPostedMonth: 'December 2022',
};
