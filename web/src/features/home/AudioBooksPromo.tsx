import HeadphonesIcon from '@mui/icons-material/Headphones';
import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PromoBlock } from './PromoBlock';

export function AudioBooksPromo() {
  return (
    <PromoBlock
      id="audio-books"
      eyebrow="Audio books"
      title="Stories for the long ride home"
      image={{
        src: '/images/home/audio-books.svg',
        alt: 'Headphones resting on an open book, with sound waves rising from its pages',
      }}
      tint="#eef0f5"
      action={
        <Button variant="contained" startIcon={<HeadphonesIcon />} component={RouterLink} to="/premium">
          Listen with Premium
        </Button>
      }
    >
      <Typography>
        Some books are best heard. Our audio-books corner gathers narrated classics and new voices you can play on the
        bus, in a rickshaw or while the rice cooks.
      </Typography>
      <Typography>
        Premium members get a new audio book every month and can keep listening offline, so a traffic jam becomes
        another chapter.
      </Typography>
    </PromoBlock>
  );
}
