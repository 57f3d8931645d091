import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, IconButton, Stack } from '@mui/material';
import { photoImage, type ProductDoc } from '@reshelf/domain';
import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { Photo } from '../../components/Photo';
import { visuallyHidden } from '../../components/VisuallyHidden';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

/** The gallery's width: the page's width on phones, its column from 600 px up. */
export const GALLERY_SIZES = '(min-width: 900px) 280px, (min-width: 600px) 200px, calc(100vw - 32px)';

/** A listing's pictures, the cover first: its photos, or an older listing's one image. */
export const listingPhotos = (book: Pick<ProductDoc, 'photos' | 'image'>) =>
  book.photos?.length ? book.photos : [book.image];

/** The cover the gallery shows first, as its <img> asks for it. */
export const coverImage = (book: Pick<ProductDoc, 'photos' | 'image'>) =>
  photoImage(book.photos?.[0] ?? book.image, GALLERY_SIZES);

/** Starts fetching the cover the gallery shows first, as the same <img> will ask for it. */
export function preloadCover(book: Pick<ProductDoc, 'photos' | 'image'>) {
  const { src, srcSet, sizes } = coverImage(book);
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
}

interface BookGalleryProps {
  name: string;
  /** The listing's pictures, the cover first (listingPhotos). */
  photos: string[];
  /** The cover's dominant colour. */
  color?: string;
}

const slideRatio = { xs: '1 / 1', sm: '2 / 3' };

/** Which photo of which listing a page's gallery was last on (`KeepGalleryPlace`). */
type GalleryPlace = { photos: string; index: number };
const GalleryPlaceContext = createContext<GalleryPlace | null>(null);

/**
 * Keeps the photo a gallery is on while what is under it is drawn again, for as long as this stays
 * mounted: a book's page draws its gallery from the listing as last seen, then from the listing.
 */
export function KeepGalleryPlace({ children }: { children: ReactNode }) {
  const [place] = useState<GalleryPlace>(() => ({ photos: '', index: 0 }));
  return <GalleryPlaceContext value={place}>{children}</GalleryPlaceContext>;
}

/**
 * The listing's photos, the cover first and fetched first (the page's LCP). With more than one, a
 * strip that snaps photo to photo under a finger, with previous and next buttons and a dot per
 * photo for a mouse or a keyboard; a screen reader hears which photo of how many it is on.
 */
export function BookGallery({ name, photos, color }: BookGalleryProps) {
  const { t } = useTranslation();
  const { count } = useFormat();
  const strip = useRef<HTMLDivElement>(null);
  const place = useContext(GalleryPlaceContext);
  const key = photos.join(' ');
  const [chosen, choose] = useState(() => (place?.photos === key ? place.index : 0));
  const setIndex = (i: number) => {
    if (place) Object.assign(place, { photos: key, index: i });
    choose(i);
  };
  // Drawn again for the same listing (KeepGalleryPlace): on the photo the reader was on.
  useLayoutEffect(() => {
    const el = strip.current;
    if (el && chosen > 0) el.scrollTo?.({ left: chosen * el.clientWidth, behavior: 'auto' });
    // Once, as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The photo a button scrolls to: the scroll positions passed on the way say nothing.
  const goingTo = useRef<number | null>(null);
  const total = photos.length;
  // The seller may remove photos while the page is open: the listing is live.
  const index = Math.min(chosen, total - 1);
  const which = (i: number) => t('books.gallery.photo', { number: count(i + 1), total: count(total) });
  const photo = (id: string, i: number) => (
    <Photo
      image={id}
      alt={i === 0 ? t('books.card.cover', { name }) : t('books.gallery.alt', { name, number: count(i + 1) })}
      title={name}
      color={i === 0 ? color : undefined}
      sizes={GALLERY_SIZES}
      width={640}
      height={960}
      priority={i === 0 ? 'high' : 'low'}
      sx={{ width: '100%', aspectRatio: slideRatio }}
    />
  );
  if (total < 2) return <Box sx={{ minWidth: 0 }}>{photo(photos[0] ?? '', 0)}</Box>;

  const go = (to: number) => {
    const next = (to + total) % total;
    const el = strip.current;
    goingTo.current = next;
    setIndex(next);
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el?.scrollTo?.({ left: next * el.clientWidth, behavior: still ? 'auto' : 'smooth' });
  };
  const onScroll = () => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    const at = Math.round(el.scrollLeft / el.clientWidth);
    if (goingTo.current !== null) {
      if (at !== goingTo.current) return;
      goingTo.current = null;
    }
    setIndex(Math.min(Math.max(at, 0), total - 1));
  };
  // A finger, a wheel or a key takes over from a button's scroll.
  const takeOver = () => {
    goingTo.current = null;
  };
  return (
    <Box
      component="section"
      aria-roledescription={t('books.gallery.carousel')}
      aria-label={t('books.gallery.label', { name })}
      sx={{ minWidth: 0 }}
    >
      <Box
        ref={strip}
        role="group"
        tabIndex={0}
        aria-label={t('books.gallery.strip')}
        onScroll={onScroll}
        onPointerDown={takeOver}
        onWheel={takeOver}
        onKeyDown={takeOver}
        sx={{
          display: 'flex',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          overscrollBehaviorX: 'contain',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          borderRadius: 1,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {photos.map((id, i) => (
          <Box
            key={id}
            role="group"
            aria-roledescription={t('books.gallery.slide')}
            aria-label={which(i)}
            sx={{ flex: '0 0 100%', scrollSnapAlign: 'start', scrollSnapStop: 'always' }}
          >
            {photo(id, i)}
          </Box>
        ))}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}>
        <IconButton onClick={() => go(index - 1)} aria-label={t('books.gallery.previous')}>
          <ChevronLeftIcon />
        </IconButton>
        <Stack direction="row">
          {photos.map((id, i) => (
            <ButtonBase
              key={id}
              onClick={() => go(i)}
              aria-label={t('books.gallery.show', { number: count(i + 1), total: count(total) })}
              aria-current={i === index ? 'true' : undefined}
              sx={{
                width: 28,
                height: 40,
                borderRadius: 1,
                '&::after': {
                  content: '""',
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: 'primary.main',
                  bgcolor: i === index ? 'primary.main' : 'transparent',
                },
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            />
          ))}
        </Stack>
        <IconButton onClick={() => go(index + 1)} aria-label={t('books.gallery.next')}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box aria-live="polite" sx={visuallyHidden}>
        {which(index)}
      </Box>
    </Box>
  );
}
