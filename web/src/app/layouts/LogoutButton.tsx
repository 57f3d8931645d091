import { Button } from '@mui/material';
import { useTranslation } from '../../lib/i18n';

/** The app bar's Logout (the prerender draws it too, for its styles). */
export function LogoutButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button color="inherit" onClick={onClick} loading={busy}>
      {t('app.navbar.logout')}
    </Button>
  );
}
