import { Button, ListItemButton, ListItemText } from '@mui/material';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n';

/** NavLink marks the current page with aria-current and this class. */
export const activeSx = { '&.active': { bgcolor: 'rgba(255, 255, 255, 0.16)' } };

export function SignedOutLinks({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation();
  return vertical ? (
    <ListItemButton component={RouterLink} to="/login">
      <ListItemText primary={t('app.navbar.login')} />
    </ListItemButton>
  ) : (
    <Button color="inherit" component={NavLink} to="/login" sx={activeSx}>
      {t('app.navbar.login')}
    </Button>
  );
}
