import { Typography } from '@mui/material';

export default function MyOrdersPage() {
  return <Typography variant="h1">MyOrdersPage</Typography>;
}
