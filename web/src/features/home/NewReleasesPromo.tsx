import FiberNewIcon from '@mui/icons-material/FiberNew';
import { Button, Typography } from '@mui/material';
import { PromoBlock } from './PromoBlock';

export function NewReleasesPromo() {
  return (
    <PromoBlock
      id="new-releases"
      eyebrow="New releases"
      title="Fresh on the shelves"
      image={{
        src: '/images/home/new-releases.svg',
        alt: 'Three fresh books standing upright, one wearing a New ribbon, with sparkles around them',
      }}
      tint="#fbeee7"
      action={
        <Button variant="contained" startIcon={<FiberNewIcon />} href="#categories">
          See the latest books
        </Button>
      }
    >
      <Typography>
        Sellers add books every day, and the newest copies always come first on each category page. Popular titles are
        often booked within hours, so it pays to look early.
      </Typography>
      <Typography>
        Found the thriller everyone is talking about? Finished this year&apos;s prize winner? List it today and let the
        next reader enjoy it while it is still new.
      </Typography>
    </PromoBlock>
  );
}
