import { Box, Paper, Typography } from '@mui/material';
import { DEMO_ACCOUNTS } from '@reshelf/domain';
import { Trans, useTranslation } from '../lib/i18n';

/**
 * The demo buyer and seller sign-ins (spec §1); the admin's are never shown. Emulator mode only:
 * its pages render it behind import.meta.env.RESHELF_EMULATORS, and with nothing at module level
 * a production build drops it and the credentials with it.
 */
export function DemoAccounts() {
  const { t } = useTranslation();
  const rows = [
    { role: 'Buyer', ...DEMO_ACCOUNTS.buyer },
    { role: 'Seller', ...DEMO_ACCOUNTS.seller },
  ] as const;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="demo-accounts" sx={{ p: 2 }}>
      <Typography id="demo-accounts" variant="h4" component="h2" sx={{ fontSize: '1.05rem' }}>
        {t('common.demoAccounts.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gap: 1.5 }}>
        {rows.map((a) => (
          <div key={a.role}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t(`terms.accountType.${a.role}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              <Trans i18nKey="common.demoAccounts.email" values={{ email: a.email }} components={{ code: <code /> }} />
              <br />
              <Trans
                i18nKey="common.demoAccounts.password"
                values={{ password: a.password }}
                components={{ code: <code /> }}
              />
            </Typography>
          </div>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('common.demoAccounts.adminHidden')}
      </Typography>
    </Paper>
  );
}
