import type { routes as en } from '../en/routes';

export const routes: typeof en = {};
