// The order form (Book now) in English.
export const booking = {
  order: {
    yourEmail: 'Your email',
    itemName: 'Item name',
    price: 'Price',
    meetingPlace: 'Meeting place in Dhaka',
    meetingHint: 'Where you meet the seller and pay in cash; you can agree on it later.',
    phone: 'Your verified phone',
    phoneHint: 'The seller calls you on this number to agree on a time.',
    cancel: 'Cancel',
    submit: 'Book now',
  },
};
