import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { AuthReturnState } from '../../features/auth/return-path';

/**
 * Sends the reader to /login, remembering where they were (and whether they were refused for
 * their role). One state per address: <Navigate> navigates again whenever its state is a new
 * object, and each render while the login page loads would make one.
 */
export function ToLogin({ denied = false }: { denied?: boolean }) {
  const location = useLocation();
  const state = useMemo<AuthReturnState>(() => ({ from: location, denied }), [location, denied]);
  return <Navigate to="/login" replace state={state} />;
}
