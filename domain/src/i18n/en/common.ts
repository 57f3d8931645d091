// common: filled in as the common screens are translated.
export const common = {};
