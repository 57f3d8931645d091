import PlaceIcon from '@mui/icons-material/Place';
import { Box, Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { toBookCard, type BookCard, type ListingRating, type ProductDoc } from '@reshelf/domain';
import { Link as RouterLink } from 'react-router-dom';
import { bookPath } from '../../components/book-path';
import { Photo } from '../../components/Photo';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { Fact, Facts } from './Fact';
import { Prices } from './Prices';
import { SellerName } from './SellerName';
import { useUsedFor } from './use-used-for';

/**
 * The spec's Book card, with the author when the listing names one, and the seller (their page)
 * with the rating the listing carries.
 */
export type CategoryBook = BookCard & { author?: string; sellerUid?: string; sellerRating?: ListingRating };

/** A listing as a Book card, with what the card adds. */
export const toCategoryBook = (id: string, p: ProductDoc): CategoryBook => ({
  ...toBookCard(id, p),
  author: p.author,
  sellerUid: p.sellerUid,
  ...(p.sellerRating ? { sellerRating: p.sellerRating } : {}),
});

/** A control the app puts on each card (the saved heart); this feature does not know what it does. */
export type BookHeart = ComponentType<{ productId: string; name: string }>;

interface CategoryBookCardProps {
  book: CategoryBook;
  /** Absent on the reader's own listing, which offers no Order now. */
  onOrder?: (book: CategoryBook) => void;
  /** In the first row: its cover loads at once. */
  eager?: boolean;
  /** Beside Order now: the saved heart. */
  heart?: ReactNode;
}

/** The cover's column (below): 88 px on phones, 120 px from 600 px up. */
export const CARD_COVER_SIZES = '(min-width: 600px) 120px, 88px';

/** The spec's Book card (§2, §3) with the seller's verification and the book's condition. */
export function CategoryBookCard({ book, onOrder, eager, heart }: CategoryBookCardProps) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const usedFor = useUsedFor();
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
        <Photo
          image={book.picture}
          alt={t('books.card.cover', { name: book.name })}
          title={book.name}
          color={book.color}
          sizes={CARD_COVER_SIZES}
          width={120}
          height={180}
          eager={eager}
          sx={{ gridArea: 'cover', width: '100%' }}
        />
        <Box sx={{ gridArea: 'head', minWidth: 0 }}>
          <Typography id={titleId} variant="h3" component="h2" sx={{ fontSize: '1.2rem', mb: 0.25 }}>
            <Link component={RouterLink} to={bookPath(book._id)} color="inherit">
              {book.name}
            </Link>
          </Typography>
          {book.author && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('books.card.by', { author: book.author })}
            </Typography>
          )}
          <Prices resale={book.resalePrice} original={book.originalPrice} />
        </Box>
        <Facts sx={{ gridArea: 'facts', columnGap: 1.5, rowGap: 0.25 }}>
          <Fact label={t('books.card.condition')}>
            <Chip label={t(`terms.condition.${book.condition}`)} size="small" variant="outlined" sx={{ height: 20 }} />
          </Fact>
          <Fact label={t('books.card.usedFor')}>{usedFor(book.useOnly)}</Fact>
          <Fact label={t('books.card.seller')}>
            <SellerName
              name={book.sellerName}
              verified={book.sellerVerified}
              uid={book.sellerUid}
              rating={book.sellerRating}
            />
          </Fact>
          <Fact label={t('books.card.location')}>
            <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
              <PlaceIcon sx={{ fontSize: 16 }} aria-hidden />
              <span>{book.location}</span>
            </Stack>
          </Fact>
          <Fact label={t('books.card.posted')}>
            <time dateTime={book.postedDate}>{date(book.postedDate)}</time>
          </Fact>
        </Facts>
      </CardContent>
      <CardActions sx={{ p: 2, justifyContent: heart ? 'space-between' : 'flex-end' }}>
        {heart}
        {onOrder ? (
          <Button
            variant="contained"
            onClick={() => onOrder(book)}
            aria-label={t('books.card.orderNowLabel', { name: book.name })}
          >
            {t('books.card.orderNow')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('books.card.yourListing')}
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}
