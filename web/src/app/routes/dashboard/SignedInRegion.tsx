import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { DataRegion, Loading } from '../../../components/DataRegion';
import type { User } from '../../../lib/account';
import { useSignedInReader } from '../../guards/signed-in-user';

function ForSignedInUser({ children }: { children: (user: User) => ReactNode }) {
  return children(useSignedInReader().user);
}

/**
 * A region of a dashboard page with the signed-in reader's data. Its spinner shows as soon as the
 * page does, while Auth still checks the saved session (the guard draws the page meanwhile), and
 * it starts afresh for each user.
 */
export function SignedInRegion({
  loadingLabel,
  children,
}: {
  loadingLabel: string;
  children: (user: User) => ReactNode;
}) {
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
