import { lazy, type ComponentType } from 'react';
import { ClientIsland } from '../../lib/client-island';
import { Loading } from '../../components/DataRegion';
import { PaintWhenNear } from '../../components/PaintWhenNear';
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
import { PAGES } from '@reshelf/domain';
import { useTranslation } from '../../lib/i18n';
import { usePageMeta } from './use-page-meta';

// The Firebase-backed sections load after the prerendered static ones have painted (DESIGN: local stack).
const AdvertisedOffers = lazy(() => import('../../features/home/AdvertisedOffers'));
const BookCategories = lazy(() => import('../../features/home/BookCategories'));

// The static parts after the newsletter, each with its height on a 360 px screen or more.
const MORE: [ComponentType, number][] = [
  [StudyPlaces, 2000],
  [AudioBooksPromo, 850],
  [AboutBlock, 950],
  [NewReleasesPromo, 850],
  [BlogTeasers, 1250],
];

/**
 * The twelve parts of spec §1, in order; the footer comes from the layout.
 */
export function HomePage() {
  usePageMeta(PAGES.home);
  const { t } = useTranslation();
  return (
    <>
      <HeroBanner />
      <StatTiles />
      {/* Below the first screen on a phone: laid out and painted as they near the viewport. The
          heights are at least each part's on a 360 px screen, so no part spills out of its box
          (first-visit.test.ts measures them). */}
      <PaintWhenNear height={1600}>
        <ClientIsland fallback={<Loading label={t('routes.home.loadingOffers')} />}>
          <AdvertisedOffers />
        </ClientIsland>
      </PaintWhenNear>
      <PaintWhenNear height={1500}>
        <Section id="categories" title={t('routes.home.categories.title')} intro={t('routes.home.categories.intro')}>
          <ClientIsland fallback={<CategoriesSkeleton />}>
            <BookCategories />
          </ClientIsland>
        </Section>
      </PaintWhenNear>
      <PaintWhenNear height={560}>
        <NewsletterBox />
      </PaintWhenNear>
      <PaintWhenNear height={64}>
        <ServicePromises />
      </PaintWhenNear>
      {MORE.map(([Part, height], i) => (
        <PaintWhenNear key={i} height={height}>
          <Part />
        </PaintWhenNear>
      ))}
    </>
  );
}
