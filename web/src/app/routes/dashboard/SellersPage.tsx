import { Typography } from '@mui/material';

export default function SellersPage() {
  return <Typography variant="h1">SellersPage</Typography>;
}
