// booking: filled in as the booking screens are translated.
export const booking = {};
