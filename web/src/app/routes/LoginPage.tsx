import { Container, Typography } from '@mui/material';

export default function LoginPage() {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1">LoginPage</Typography>
    </Container>
  );
}
