import type { app as en } from '../en/app';

export const app: typeof en = {};
