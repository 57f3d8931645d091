// auth: filled in as the auth screens are translated.
export const auth = {};
