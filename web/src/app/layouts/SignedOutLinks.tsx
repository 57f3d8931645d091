import { Button, ListItemButton, ListItemText } from '@mui/material';
import { Link as RouterLink, NavLink } from 'react-router-dom';

/** NavLink marks the current page with aria-current and this class. */
export const activeSx = { '&.active': { bgcolor: 'rgba(255, 255, 255, 0.16)' } };

export function SignedOutLinks({ vertical = false }: { vertical?: boolean }) {
  return vertical ? (
    <ListItemButton component={RouterLink} to="/login">
      <ListItemText primary="Login" />
    </ListItemButton>
  ) : (
    <Button color="inherit" component={NavLink} to="/login" sx={activeSx}>
      Login
    </Button>
  );
}
