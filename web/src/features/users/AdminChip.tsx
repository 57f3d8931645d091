import { Chip } from '@mui/material';
import { useTranslation } from '../../lib/i18n';

/** Stands where an action would be for an admin, whom nobody can promote or delete. */
export function AdminChip() {
  const { t } = useTranslation();
  return <Chip label={t('users.adminChip')} color="primary" size="small" />;
}
