import { Button, Container, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

export function ErrorPage() {
  return (
    <Container sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1">Page not found</Typography>
      <Button component={Link} to="/" variant="contained">
        Go back to home
      </Button>
    </Container>
  );
}
