// products: filled in as the products screens are translated.
export const products = {};
