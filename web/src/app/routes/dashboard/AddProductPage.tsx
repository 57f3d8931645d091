import { Typography } from '@mui/material';

export default function AddProductPage() {
  return <Typography variant="h1">AddProductPage</Typography>;
}
