import { Typography } from '@mui/material';

export default function BuyersPage() {
  return <Typography variant="h1">BuyersPage</Typography>;
}
