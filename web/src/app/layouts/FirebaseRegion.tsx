import { Outlet } from 'react-router-dom';
import { FirebaseProviders } from '../../lib/firebase';

/** The part of the main layout whose pages read Firebase. */
export default function FirebaseRegion() {
  return (
    <FirebaseProviders>
      <Outlet />
    </FirebaseProviders>
  );
}
