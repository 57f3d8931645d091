import { Chip } from '@mui/material';

/** Stands where an action would be for an admin, whom nobody can promote or delete. */
export function AdminChip() {
  return <Chip label="Admin" color="primary" size="small" />;
}
