// The orders tables (My orders, Orders for my books, All orders) in English.
export const orders = {
  /** An order's state as it stands now (stored values stay English). */
  status: { Booked: 'Booked', Paid: 'Paid', Sold: 'Sold', Cancelled: 'Cancelled', Expired: 'Expired' },
  /** Under a Paid order's state. */
  paidWaiting: 'Paid, waiting for the seller',
  column: {
    number: '#',
    userEmail: 'User email',
    item: 'Item',
    book: 'Book',
    price: 'Price',
    seller: 'Seller',
    buyer: 'Buyer',
    meetingLocation: 'Meeting location',
    meetingPlace: 'Meeting place',
    phone: 'Phone',
    booked: 'Booked',
    status: 'Status',
    actions: 'Actions',
  },
  cells: {
    /** A booking date that is not known yet. */
    noDate: '—',
  },
  /** What the booking dialogs share. */
  cancel: {
    button: 'Cancel booking',
    label: 'Cancel booking of {{item}}',
    keep: 'Keep booking',
    title: 'Cancel this booking?',
  },
  loadMore: 'orders',
  myOrders: {
    label: 'My orders',
    what: 'your orders',
    pay: 'Pay',
    payFor: 'Pay for {{item}}',
    cancelMessage: '{{item}} is offered to other buyers again.',
    emptyTitle: 'You have no orders yet',
    emptyHint: 'Pick a category on the home page and press Order now on a book you like.',
    browse: 'Browse books',
  },
  sellerOrders: {
    label: 'Orders for my books',
    what: 'the orders for your books',
    markSold: 'Mark as sold',
    markSoldLabel: 'Mark {{item}} as sold',
    markSoldTitle: 'Mark this book as sold?',
    markSoldMessage: 'Do this once {{buyer}} has paid you in cash for {{item}}.',
    confirmPayment: 'Confirm payment',
    confirmPaymentLabel: 'Confirm payment for {{item}}',
    confirmPaymentTitle: 'Confirm this payment?',
    confirmPaymentMessage:
      '{{buyer}} says they paid you for {{item}}. Confirm once the cash is in your hand: the book is sold.',
    notPaid: 'Not paid',
    notPaidLabel: '{{item}} was not paid',
    notPaidTitle: 'Say it was not paid?',
    notPaidMessage: "{{buyer}}'s order ends and {{item}} is offered to other buyers again.",
    decline: 'Decline',
    declineLabel: 'Decline booking of {{item}}',
    declineTitle: 'Decline this booking?',
    declineMessage: "{{buyer}}'s booking ends and {{item}} is offered to other buyers again.",
    emptyTitle: 'No bookings yet',
    emptyHint:
      'When a buyer books one of your books, the booking appears here with their phone number and where to meet.',
  },
  allOrders: {
    label: 'All orders',
    what: 'the orders',
    cancelMessage: "{{email}}'s booking of {{item}} ends and the book is offered again.",
    emptyTitle: 'No orders yet',
    emptyHint: 'Orders appear here as soon as a buyer books a book.',
  },
};
