import { Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useHydrated } from '../../lib/client-island';
import { Trans } from '../../lib/i18n';

interface AuthSwitchProps {
  i18nKey: 'routes.login.newHere' | 'routes.signUp.haveAccount';
  to: '/login' | '/signUp';
}

/** The way to the other sign-in page, which keeps where to return after signing in. */
export function AuthSwitch({ i18nKey, to }: AuthSwitchProps) {
  const location = useLocation();
  // The address's query survives a reload of the prerendered page, which has none: the link
  // takes it once hydrated.
  const search = useHydrated() ? location.search : '';
  return (
    <Typography sx={{ mt: 3, textAlign: 'center' }}>
      <Trans
        i18nKey={i18nKey}
        components={{
          action: (
            <Link component={RouterLink} to={{ pathname: to, search }} state={location.state} underline="always" />
          ),
        }}
      />
    </Typography>
  );
}
