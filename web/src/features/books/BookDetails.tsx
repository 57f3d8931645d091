import PlaceIcon from '@mui/icons-material/Place';
import { Alert, Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { categoryPath, toBookCard, type ProductDoc } from '@reshelf/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { listingPhotos } from './BookGallery';
import { BookFrame } from './BookFrame';
import { toCategoryBook, type CategoryBook } from './CategoryBookCard';
import { Fact, Facts } from './Fact';
import { Prices } from './Prices';
import { SellerName } from './SellerName';
import { useUsedFor } from './use-used-for';

interface BookDetailsProps {
  id: string;
  book: ProductDoc;
  /** The signed-in reader: their own listing offers no Order now. */
  viewerUid: string | undefined;
  onOrder: (book: CategoryBook) => void;
  /** Beside the title: the saved heart. */
  heart?: ReactNode;
}

const UNAVAILABLE = {
  Booked: 'books.details.booked',
  Sold: 'books.details.sold',
  Hidden: 'reports.underReview',
} as const satisfies Record<Exclude<ProductDoc['productStatus'], 'Available'>, string>;

/** Order now, or why not: the book is booked or sold, or it is the reader's own listing. */
function Availability({ id, book, viewerUid, onOrder }: BookDetailsProps) {
  const { t } = useTranslation();
  // Off the shelves whatever its state: reports wait for an admin, or its seller was suspended.
  if (book.hiddenFor) {
    return (
      <Alert severity="warning" role="status">
        {t('reports.underReview')}
      </Alert>
    );
  }
  if (book.productStatus !== 'Available') {
    return (
      <Alert severity={book.productStatus === 'Booked' ? 'warning' : 'info'} role="status">
        {t(UNAVAILABLE[book.productStatus])}
      </Alert>
    );
  }
  if (book.sellerUid === viewerUid) {
    return (
      <Alert
        severity="info"
        role="status"
        action={
          <Button color="inherit" size="small" component={RouterLink} to="/dashboard/myProduct">
            {t('books.details.myProducts')}
          </Button>
        }
      >
        {t('books.details.ownListing')}
      </Alert>
    );
  }
  return (
    <Button
      variant="contained"
      size="large"
      onClick={() => onOrder(toCategoryBook(id, book))}
      aria-label={t('books.card.orderNowLabel', { name: book.productName })}
      sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
    >
      {t('books.card.orderNow')}
    </Button>
  );
}

/** Everything a listing says (spec's Book card and its description), with Order now. */
export function BookDetails(props: BookDetailsProps) {
  const { book } = props;
  const { t } = useTranslation();
  const { date, year } = useFormat();
  const usedFor = useUsedFor();
  const categoryName = t(`terms.category.${book.categoryId}`);
  const card = toBookCard(props.id, book);
  // The year of purchase in the reader's digits ("2021", "২০২১"); anything else as stored.
  const boughtIn = /^\d{4}$/.test(book.purchaseDate) ? year(Number(book.purchaseDate)) : book.purchaseDate;
  return (
    <BookFrame
      name={book.productName}
      categoryId={book.categoryId}
      photos={listingPhotos(book)}
      color={book.coverColor}
      heart={props.heart}
      byline={
        book.author && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('books.card.by', { author: book.author })}
          </Typography>
        )
      }
    >
      <Prices resale={book.price} original={book.originalPrice} large />
      <Availability {...props} />
      <Facts sx={{ columnGap: 2, rowGap: 0.75 }}>
        <Fact label={t('books.card.condition')}>
          <Chip label={t(`terms.condition.${book.condition}`)} size="small" variant="outlined" sx={{ height: 20 }} />
        </Fact>
        <Fact label={t('books.card.usedFor')}>{usedFor(card.useOnly)}</Fact>
        <Fact label={t('books.details.boughtIn')}>{boughtIn}</Fact>
        <Fact label={t('books.card.location')}>
          <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
            <PlaceIcon sx={{ fontSize: 16 }} aria-hidden />
            <span>{book.location}</span>
          </Stack>
        </Fact>
        <Fact label={t('books.card.posted')}>
          <time dateTime={card.postedDate}>{date(card.postedDate)}</time>
        </Fact>
        <Fact label={t('books.details.category')}>
          <Link component={RouterLink} to={categoryPath(book.categoryId)}>
            {categoryName}
          </Link>
        </Fact>
        <Fact label={t('books.card.seller')}>
          <SellerName
            name={book.sellerName}
            verified={book.sellerVerified}
            uid={book.sellerUid}
            rating={book.sellerRating}
          />
        </Fact>
      </Facts>
      <Box component="section" aria-labelledby="book-description">
        <Typography id="book-description" variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.4rem' }, mb: 1 }}>
          {t('books.details.about')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', maxWidth: '70ch' }}>
          {book.description}
        </Typography>
      </Box>
    </BookFrame>
  );
}
