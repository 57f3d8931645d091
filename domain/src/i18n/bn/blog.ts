import type { blog as en } from '../en/blog';

export const blog: typeof en = {};
