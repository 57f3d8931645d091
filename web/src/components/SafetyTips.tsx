import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslation } from '../lib/i18n';

const TIPS = ['publicPlace', 'lookFirst', 'cash', 'noAdvance'] as const;

/** The trade's safety tips, where a booking is made and where orders are followed (DESIGN: trust). */
export function SafetyTips() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" role="note" aria-label={t('common.safety.title')} sx={{ minWidth: 0 }}>
      <AlertTitle>{t('common.safety.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
        {TIPS.map((tip) => (
          <li key={tip}>{t(`common.safety.${tip}`)}</li>
        ))}
      </Box>
    </Alert>
  );
}
