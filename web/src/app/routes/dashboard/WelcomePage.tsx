import { Typography } from '@mui/material';

export default function WelcomePage() {
  return <Typography variant="h1">WelcomePage</Typography>;
}
