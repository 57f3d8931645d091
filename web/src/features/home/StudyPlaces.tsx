import { Box, Grid, Typography } from '@mui/material';
import { MEETING_LOCATION } from '@reshelf/domain';
import { Section } from '../../components/Section';
import { Img } from '../../components/Img';

const places = [
  {
    image: 'study-library',
    title: 'The library table',
    text: 'Quiet hours, tall shelves and a lamp that never flickers: the classic place to finish a chapter.',
    alt: 'A quiet library with tall shelves and a reading table under a lamp',
  },
  {
    image: 'study-cafe',
    title: 'A corner café',
    text: 'A cup of cha, a window seat and the gentle noise of the street. Many of our swaps happen here.',
    alt: 'A corner café table with a cup of tea and an open novel by the window',
  },
  {
    image: 'study-park',
    title: 'A bench in the park',
    text: 'Early mornings in the shade of a rain tree, before the city wakes up, are made for poetry.',
    alt: 'A shaded park bench under a tree, with a stack of books waiting on the seat',
  },
  {
    image: 'study-nook',
    title: 'Your own reading nook',
    text: 'An armchair, a blanket and a good light. Sometimes the best study place is the one at home.',
    alt: 'A reading nook at home: an armchair, a floor lamp and a blanket',
  },
];

export function StudyPlaces() {
  return (
    <Section
      id="study-places"
      title="Find your study place"
      intro={`Where do readers in ${MEETING_LOCATION} open the books they find on Reshelf? A few favourites our members share.`}
    >
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {places.map((p) => (
          <Grid key={p.image} size={{ xs: 12, sm: 6, md: 3 }} component="li">
            <Box component="figure" sx={{ m: 0 }}>
              <Img
                src={`/images/home/${p.image}.svg`}
                alt={p.alt}
                width={400}
                height={300}
                loading="lazy"
                sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 2 }}
              />
              <Box component="figcaption" sx={{ mt: 1.5 }}>
                <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
                  {p.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {p.text}
                </Typography>
              </Box>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
