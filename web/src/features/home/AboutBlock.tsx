import { Typography } from '@mui/material';
import { MEETING_LOCATION } from '@reshelf/domain';
import { PromoBlock } from './PromoBlock';

export function AboutBlock() {
  return (
    <PromoBlock
      id="about"
      eyebrow="About us"
      title="A marketplace run by readers"
      image={{ src: '/images/home/about.svg', alt: 'Two readers passing a book from one hand to another' }}
      imageRight
    >
      <Typography>
        Reshelf began with a single overloaded bookshelf and a simple idea: a book you have finished is a book someone
        else is looking for. Instead of gathering dust, it can travel on.
      </Typography>
      <Typography>
        Sellers list their used books in a couple of minutes and say honestly how worn they are. Buyers book a copy and
        meet the seller in {MEETING_LOCATION} to pay in cash, once they have held it in their hands. We verify sellers
        so you know who you are meeting.
      </Typography>
      <Typography>
        Every book that changes hands here is one less printed new and one more story shared. Thank you for keeping them
        moving.
      </Typography>
    </PromoBlock>
  );
}
