import PlaceIcon from '@mui/icons-material/Place';
import { Box, Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { formatPostedDate, type BookCard } from '@reshelf/domain';
import { Link as RouterLink } from 'react-router-dom';
import { bookPath } from '../../components/book-path';
import { Img } from '../../components/Img';
import { Fact } from './Fact';
import { Prices } from './Prices';
import { SellerName } from './SellerName';

/** The spec's Book card, with the author when the listing names one. */
export type CategoryBook = BookCard & { author?: string };

interface CategoryBookCardProps {
  book: CategoryBook;
  /** Absent on the reader's own listing, which offers no Order now. */
  onOrder?: (book: CategoryBook) => void;
}

/** The spec's Book card (§2, §3) with the seller's verification and the book's condition. */
export function CategoryBookCard({ book, onOrder }: CategoryBookCardProps) {
  const titleId = `book-${book._id}`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {/* On phones the facts take the card's full width below the cover and the title. */}
      <CardContent
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '88px 1fr', sm: '120px 1fr' },
          gridTemplateAreas: { xs: '"cover head" "facts facts"', sm: '"cover head" "cover facts"' },
          gridTemplateRows: 'auto 1fr',
          columnGap: 2,
          rowGap: 1,
          alignItems: 'start',
          p: 2,
          pb: 0,
          flexGrow: 1,
        }}
      >
        <Img
          src={book.picture}
          alt={`Cover of ${book.name}`}
          width={120}
          height={180}
          loading="lazy"
          sx={{
            gridArea: 'cover',
            width: '100%',
            height: 'auto',
            aspectRatio: '2 / 3',
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: '#f1e6d4',
          }}
        />
        <Box sx={{ gridArea: 'head', minWidth: 0 }}>
          <Typography id={titleId} variant="h3" component="h2" sx={{ fontSize: '1.2rem', mb: 0.25 }}>
            <Link component={RouterLink} to={bookPath(book._id)} color="inherit">
              {book.name}
            </Link>
          </Typography>
          {book.author && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              by {book.author}
            </Typography>
          )}
          <Prices resale={book.resalePrice} original={book.originalPrice} />
        </Box>
        <Box
          component="dl"
          sx={{
            gridArea: 'facts',
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1.5,
            rowGap: 0.25,
            m: 0,
            minWidth: 0,
          }}
        >
          <Fact label="Condition">
            <Chip label={book.condition} size="small" variant="outlined" sx={{ height: 20 }} />
          </Fact>
          <Fact label="Used for">{book.useOnly}</Fact>
          <Fact label="Seller">
            <SellerName name={book.sellerName} verified={book.sellerVerified} />
          </Fact>
          <Fact label="Location">
            <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
              <PlaceIcon sx={{ fontSize: 16 }} aria-hidden />
              <span>{book.location}</span>
            </Stack>
          </Fact>
          <Fact label="Posted">
            <time dateTime={book.postedDate}>{formatPostedDate(book.postedDate)}</time>
          </Fact>
        </Box>
      </CardContent>
      <CardActions sx={{ p: 2, justifyContent: 'flex-end' }}>
        {onOrder ? (
          <Button variant="contained" onClick={() => onOrder(book)} aria-label={`Order now: ${book.name}`}>
            Order now
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Your listing
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}
