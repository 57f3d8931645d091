import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Box, Typography } from '@mui/material';
import { OFFLINE } from '@reshelf/domain';
import { useTranslation } from '../../lib/i18n';
import { useOffline } from '../../lib/reach';

/**
 * The one notice, under the app bar on every page, while Reshelf cannot be reached; it goes by
 * itself when the connection is back. The live region is always there, so screen readers hear it.
 */
export function OfflineNotice() {
  const offline = useOffline();
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite">
      {offline && (
        <Typography
          variant="body2"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            px: 2,
            py: 0.75,
            bgcolor: 'grey.900',
            color: 'common.white',
          }}
        >
          <CloudOffIcon fontSize="small" aria-hidden />
          {t(OFFLINE.notice)}
        </Typography>
      )}
    </Box>
  );
}
