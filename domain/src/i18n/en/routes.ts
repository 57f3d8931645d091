// routes: filled in as the routes screens are translated.
export const routes = {};
