import type { common as en } from '../en/common';

export const common: typeof en = {};
