// orders: filled in as the orders screens are translated.
export const orders = {};
