import { zodResolver } from '@hookform/resolvers/zod';
import { newsletterSchema } from '@reshelf/domain';

/** Loaded on the first submit, so zod stays out of Home's initial JavaScript. */
export const newsletterResolver = zodResolver(newsletterSchema);
