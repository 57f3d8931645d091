import { Container, Typography } from '@mui/material';

export function PremiumPage() {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1">PremiumPage</Typography>
    </Container>
  );
}
