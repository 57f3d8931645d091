import { Container, Typography } from '@mui/material';

export function HomePage() {
  return (
    <Container component="main" sx={{ py: 8 }}>
      <Typography variant="h1" sx={{ fontSize: '2.5rem' }}>
        Reshelf
      </Typography>
      <Typography>Used books, second chances.</Typography>
    </Container>
  );
}
