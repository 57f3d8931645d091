import type { users as en } from '../en/users';

export const users: typeof en = {};
