// The price range form's check, in a module of its own: zod then loads with the form's first check,
// not with every shelf (PriceRangeFilter).
import { zodResolver } from '@hookform/resolvers/zod';
import { priceRangeSchema } from '@reshelf/domain';

export const priceRangeResolver = zodResolver(priceRangeSchema);
