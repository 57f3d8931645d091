import { Typography } from '@mui/material';

export default function AllOrdersPage() {
  return <Typography variant="h1">AllOrdersPage</Typography>;
}
