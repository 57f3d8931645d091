import { Box, Chip, Stack, Typography } from '@mui/material';
import type { RoleClaims } from '@reshelf/domain';
import { DemoAccounts } from '../../../components/DemoAccounts';
import { useSignedInReader } from '../../guards/signed-in-user';
import { DashboardPage } from './DashboardPage';
import { PAGES } from '@reshelf/domain';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';

/** The catalogue keys of the reader's roles. */
const roleLabels = (claims: RoleClaims) => [
  ...(claims.admin ? (['routes.dashboard.welcome.admin'] as const) : []),
  ...(claims.account === 'Seller'
    ? ([claims.verified ? 'routes.dashboard.welcome.verifiedSeller' : 'terms.accountType.Seller'] as const)
    : []),
  ...(claims.account === 'Buyer' ? (['terms.accountType.Buyer'] as const) : []),
];

export default function WelcomePage() {
  usePageMeta(PAGES.dashboard);
  const { t } = useTranslation();
  const { user, claims } = useSignedInReader();
  const roles = roleLabels(claims);
  return (
    <DashboardPage title={t('routes.dashboard.welcome.title', { name: user.displayName || user.email || '' })}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <Box>
          <Typography sx={{ fontSize: '1.1rem' }}>{t('routes.dashboard.welcome.intro')}</Typography>
          {roles.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
              <Typography color="text.secondary">{t('routes.dashboard.welcome.signedInAs')}</Typography>
              {roles.map((r) => (
                <Chip key={r} label={t(r)} color="primary" variant="outlined" size="small" />
              ))}
            </Stack>
          )}
          {import.meta.env.RESHELF_EMULATORS && (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {t('routes.dashboard.welcome.otherSide')}
            </Typography>
          )}
        </Box>
        {import.meta.env.RESHELF_EMULATORS && <DemoAccounts />}
      </Box>
    </DashboardPage>
  );
}
