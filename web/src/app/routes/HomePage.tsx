import { lazy } from 'react';
import { ClientIsland } from '../../lib/client-island';
import { Loading } from '../../components/DataRegion';
import { Section } from '../../components/Section';
import { BlogTeasers } from '../../features/blog/BlogTeasers';
import { AboutBlock } from '../../features/home/AboutBlock';
import { AudioBooksPromo } from '../../features/home/AudioBooksPromo';
import { CategoriesSkeleton } from '../../features/home/CategoriesGrid';
import { HeroBanner } from '../../features/home/HeroBanner';
import { NewReleasesPromo } from '../../features/home/NewReleasesPromo';
import { NewsletterBox } from '../../features/home/NewsletterBox';
import { ServicePromises } from '../../features/home/ServicePromises';
import { StatTiles } from '../../features/home/StatTiles';
import { StudyPlaces } from '../../features/home/StudyPlaces';

// The Firebase-backed sections load after the prerendered static ones have painted (DESIGN: local stack).
const AdvertisedOffers = lazy(() => import('../../features/home/AdvertisedOffers'));
const BookCategories = lazy(() => import('../../features/home/BookCategories'));

/** The twelve parts of spec §1, in order; the footer comes from the layout. */
export function HomePage() {
  return (
    <>
      <HeroBanner />
      <StatTiles />
      <ClientIsland fallback={<Loading label="Loading special offers" />}>
        <AdvertisedOffers />
      </ClientIsland>
      <Section
        id="categories"
        title="Book categories"
        intro="Pick a shelf and see every book waiting for a new reader."
      >
        <ClientIsland fallback={<CategoriesSkeleton />}>
          <BookCategories />
        </ClientIsland>
      </Section>
      <NewsletterBox />
      <ServicePromises />
      <StudyPlaces />
      <AudioBooksPromo />
      <AboutBlock />
      <NewReleasesPromo />
      <BlogTeasers />
    </>
  );
}
