import { Container, Typography } from '@mui/material';

export function BlogPage() {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1">BlogPage</Typography>
    </Container>
  );
}
