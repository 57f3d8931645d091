import { Box, Container, Grid, Typography } from '@mui/material';
import { MEETING_LOCATION } from '@reshelf/domain';

// The spec's footer links have no targets, so they are plain text, not dead links.
const columns = [
  { title: 'Services', items: ['Book pickup', 'Price checks', 'Seller verification', 'Gift cards'] },
  { title: 'Company', items: ['About us', 'Contact', 'Jobs', 'Press kit'] },
  { title: 'Legal', items: ['Terms of use', 'Privacy policy', 'Cookie policy'] },
];

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', py: 6 }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              Reshelf
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.85 }}>
              Used books, second chances. Meet in {MEETING_LOCATION}, pay on the spot.
            </Typography>
          </Grid>
          {columns.map((c) => (
            <Grid key={c.title} size={{ xs: 6, sm: 4, md: 3 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {c.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {c.items.map((i) => (
                  <Typography key={i} component="li" variant="body2" sx={{ opacity: 0.85, py: 0.25 }}>
                    {i}
                  </Typography>
                ))}
              </Box>
            </Grid>
          ))}
        </Grid>
        <Typography variant="caption" component="p" sx={{ mt: 4, opacity: 0.7 }}>
          © {new Date().getFullYear()} Reshelf
        </Typography>
      </Container>
    </Box>
  );
}
