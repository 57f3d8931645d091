import { Box, Chip, Stack, Typography } from '@mui/material';
import type { RoleClaims } from '@reshelf/domain';
import { DemoAccounts } from '../../../components/DemoAccounts';
import { useSession } from '../../../lib/session';
import { DashboardPage } from './DashboardPage';
import { useSignedInUser } from './use-signed-in-user';
import { PAGES } from '@reshelf/domain';
import { usePageMeta } from '../use-page-meta';

const roleLabels = (claims: RoleClaims) => [
  ...(claims.admin ? ['Admin'] : []),
  ...(claims.account === 'Seller' ? [claims.verified ? 'Verified seller' : 'Seller'] : []),
  ...(claims.account === 'Buyer' ? ['Buyer'] : []),
];

export default function WelcomePage() {
  usePageMeta(PAGES.dashboard);
  const user = useSignedInUser();
  const { claims } = useSession();
  const roles = roleLabels(claims);
  return (
    <DashboardPage title={`Welcome, ${user.displayName || user.email}`}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <Box>
          <Typography sx={{ fontSize: '1.1rem' }}>
            This is your Reshelf dashboard. The menu (on the left, or behind the button at the top left on a phone)
            changes with your role: as a buyer you follow your orders here; as a seller you add books and manage your
            products.
          </Typography>
          {roles.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
              <Typography color="text.secondary">Signed in as</Typography>
              {roles.map((r) => (
                <Chip key={r} label={r} color="primary" variant="outlined" size="small" />
              ))}
            </Stack>
          )}
          {import.meta.env.RESHELF_EMULATORS && (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              Want to see the other side? Log out and sign in with a demo account.
            </Typography>
          )}
        </Box>
        {import.meta.env.RESHELF_EMULATORS && <DemoAccounts />}
      </Box>
    </DashboardPage>
  );
}
