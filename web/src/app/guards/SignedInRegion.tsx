import { Suspense, useEffect, type ReactNode } from 'react';
import { DataErrors, Loading } from '../../components/DataRegion';
import type { User } from '../../lib/account';
import { useSignedInReader } from './signed-in-user';

function ForSignedInUser({ children }: { children: (user: User) => ReactNode }) {
  return children(useSignedInReader().user);
}

/**
 * A region of a guarded page with the signed-in reader's data. Its placeholder (a spinner by
 * default) shows as soon as the page does, while Auth still checks the saved session (the guard
 * draws the page meanwhile), and stays, the same one, until the data is in; the region starts
 * afresh for each user (reactfire can keep a denied read cached, #485). `preload` starts loading
 * the data part's code once the page has drawn (lib/lazy-part.tsx), beside Auth's check instead of
 * after it.
 */
export function SignedInRegion({
  loadingLabel,
  placeholder,
  preload,
  children,
}: {
  loadingLabel: string;
  placeholder?: ReactNode;
  preload?: () => void;
  children: (user: User) => ReactNode;
}) {
  useEffect(() => preload?.(), [preload]);
  return (
    <Suspense fallback={placeholder ?? <Loading label={loadingLabel} />}>
      <ForSignedInUser>{(user) => <DataErrors key={user.uid}>{children(user)}</DataErrors>}</ForSignedInUser>
    </Suspense>
  );
}
