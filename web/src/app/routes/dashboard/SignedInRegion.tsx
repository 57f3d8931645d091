import { Suspense, useEffect, type ReactNode } from 'react';
import { DataRegion, Loading } from '../../../components/DataRegion';
import type { User } from '../../../lib/account';
import { useSignedInReader } from '../../guards/signed-in-user';

function ForSignedInUser({ children }: { children: (user: User) => ReactNode }) {
  return children(useSignedInReader().user);
}

/**
 * A region of a dashboard page with the signed-in reader's data. Its spinner shows as soon as the
 * page does, while Auth still checks the saved session (the guard draws the page meanwhile), and
 * it starts afresh for each user. `preload` starts loading the data part's code once the page has
 * drawn (lib/lazy-part.tsx), beside Auth's check instead of after it.
 */
export function SignedInRegion({
  loadingLabel,
  preload,
  children,
}: {
  loadingLabel: string;
  preload?: () => void;
  children: (user: User) => ReactNode;
}) {
  useEffect(() => preload?.(), [preload]);
  return (
    <Suspense fallback={<Loading label={loadingLabel} />}>
      <ForSignedInUser>
        {(user) => (
          <DataRegion key={user.uid} loadingLabel={loadingLabel}>
            {children(user)}
          </DataRegion>
        )}
      </ForSignedInUser>
    </Suspense>
  );
}
