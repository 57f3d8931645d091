import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthReturnState } from '../../features/auth/return-path';

/**
 * Sends the reader to /login, remembering where they were (and whether they were refused for
 * their role). It navigates as it commits, not after the next paint as <Navigate> does: on a slow
 * phone that paint and what came with it held the login page's loading back by most of a second
 * (docs/performance.md).
 */
export function ToLogin({ denied = false }: { denied?: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    const state: AuthReturnState = { from: location, denied };
    void navigate('/login', { replace: true, state });
  }, [navigate, location, denied]);
  return null;
}
