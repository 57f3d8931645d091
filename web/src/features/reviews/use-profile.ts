import { COLLECTIONS, type SellerProfileDoc } from '@reshelf/domain';
import { useLiveDoc } from '../../lib/live-query';

/** A person's public profile, live; suspends until read (data undefined when there is none). */
export const useProfile = (uid: string) =>
  useLiveDoc<SellerProfileDoc>(`${COLLECTIONS.sellerProfiles}/${uid}`, { suspense: true });
