import { Container, Typography } from '@mui/material';

export default function CategoryPage() {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1">CategoryPage</Typography>
    </Container>
  );
}
