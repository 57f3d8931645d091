// app: filled in as the app screens are translated.
export const app = {};
