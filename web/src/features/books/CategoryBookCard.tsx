import { Button, styled } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { toBookCard, type BookCard, type ListingRating, type ProductDoc } from '@reshelf/domain';
import { Link as RouterLink } from 'react-router-dom';
import { bookPath } from '../../components/book-path';
import { Photo } from '../../components/Photo';
import { hoverLink, plainIcon, smallChip } from '../../components/plain';
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

// The location's pin (Material's Place icon).
const PIN = plainIcon(
  'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5',
  { className: 'pin' },
);

/**
 * The card's look in one style rule over plain elements, drawn as MUI's outlined Card, Typography,
 * Link and small outlined Chip draw it. A shelf renders ten cards as the page starts: built from
 * those components, a card was about 100 components and 25 styles to resolve for its 38 elements.
 */
const CardRoot = styled('article')(({ theme }) => ({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& .content': {
    display: 'grid',
    gridTemplateColumns: '88px 1fr',
    gridTemplateAreas: '"cover head" "facts facts"',
    gridTemplateRows: 'auto 1fr',
    columnGap: theme.spacing(2),
    rowGap: theme.spacing(1),
    alignItems: 'start',
    padding: theme.spacing(2, 2, 0),
    flexGrow: 1,
    // On phones the facts take the card's full width below the cover and the title.
    [theme.breakpoints.up('sm')]: {
      gridTemplateColumns: '120px 1fr',
      gridTemplateAreas: '"cover head" "cover facts"',
    },
  },
  '& .head': { gridArea: 'head', minWidth: 0 },
  '& .title': { margin: 0, ...theme.typography.h3, fontSize: '1.2rem', marginBottom: theme.spacing(0.25) },
  '& .title a': hoverLink('inherit'),
  '& .author': {
    ...theme.typography.body2,
    margin: 0,
    marginBottom: theme.spacing(1),
    color: theme.palette.text.secondary,
  },
  '& .condition': { ...smallChip(theme), padding: '0 7px', border: `1px solid ${theme.palette.grey[400]}` },
  '& .place': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.25) },
  '& .pin': { width: 16, height: 16, flexShrink: 0, fill: 'currentColor' },
  '& .actions': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), padding: theme.spacing(2) },
  '& .own': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
}));

/** The spec's Book card (§2, §3) with the seller's verification and the book's condition. */
export function CategoryBookCard({ book, onOrder, eager, heart }: CategoryBookCardProps) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const usedFor = useUsedFor();
  const titleId = `book-${book._id}`;
  return (
    <CardRoot aria-labelledby={titleId}>
      <div className="content">
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
        <div className="head">
          <h2 id={titleId} className="title">
            <RouterLink to={bookPath(book._id)}>{book.name}</RouterLink>
          </h2>
          {book.author && <p className="author">{t('books.card.by', { author: book.author })}</p>}
          <Prices resale={book.resalePrice} original={book.originalPrice} />
        </div>
        <Facts sx={{ gridArea: 'facts', columnGap: 1.5, rowGap: 0.25 }}>
          <Fact label={t('books.card.condition')}>
            <span className="condition">{t(`terms.condition.${book.condition}`)}</span>
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
            <span className="place">
              {PIN}
              <span>{book.location}</span>
            </span>
          </Fact>
          <Fact label={t('books.card.posted')}>
            <time dateTime={book.postedDate}>{date(book.postedDate)}</time>
          </Fact>
        </Facts>
      </div>
      <div className="actions" style={{ justifyContent: heart ? 'space-between' : 'flex-end' }}>
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
          <p className="own">{t('books.card.yourListing')}</p>
        )}
      </div>
    </CardRoot>
  );
}
