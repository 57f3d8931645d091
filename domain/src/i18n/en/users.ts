// users: filled in as the users screens are translated.
export const users = {};
