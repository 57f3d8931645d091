import type { orders as en } from '../en/orders';

export const orders: typeof en = {};
