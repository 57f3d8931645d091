import { Container, Typography } from '@mui/material';

export default function SignUpPage() {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1">SignUpPage</Typography>
    </Container>
  );
}
