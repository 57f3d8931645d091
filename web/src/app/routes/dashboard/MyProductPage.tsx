import { Typography } from '@mui/material';

export default function MyProductPage() {
  return <Typography variant="h1">MyProductPage</Typography>;
}
