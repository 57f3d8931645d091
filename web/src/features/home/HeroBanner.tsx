import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { MEETING_LOCATION } from '@reshelf/domain';
import { Link as RouterLink } from 'react-router-dom';
import { Img } from '../../components/Img';
// Small enough for Vite to inline: the largest paint of Home arrives with its HTML.
import hero from './hero.svg';

export function HeroBanner() {
  return (
    <Box component="section" aria-labelledby="hero-title" sx={{ bgcolor: '#f1e6d4', py: { xs: 5, md: 9 } }}>
      <Container>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="overline" color="secondary" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
              Used books, second chances
            </Typography>
            <Typography id="hero-title" variant="h1" sx={{ mb: 2 }}>
              Give every book another reader
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4 }}>
              Reshelf connects readers in {MEETING_LOCATION} who have finished a book with readers about to start one.
              Browse by category, book a copy in a few taps, and meet the seller to pay in cash.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button variant="contained" size="large" href="#categories">
                Browse categories
              </Button>
              <Button variant="outlined" size="large" component={RouterLink} to="/signUp">
                Sell your books
              </Button>
            </Stack>
          </Box>
          <Box sx={{ flex: 1, width: '100%' }}>
            <Img
              src={hero}
              alt="A cosy shelf of second-hand books beside a window and a plant"
              width={640}
              height={480}
              fetchPriority="high"
              sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 4 }}
            />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
