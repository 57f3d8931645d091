import type { booking as en } from '../en/booking';

export const booking: typeof en = {};
