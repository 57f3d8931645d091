import { Typography } from '@mui/material';

export default function AllUsersPage() {
  return <Typography variant="h1">AllUsersPage</Typography>;
}
