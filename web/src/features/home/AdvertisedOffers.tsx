import { QUERIES } from '@reshelf/domain';
import { DataRegion } from '../../components/DataRegion';
import { useLiveQuery } from '../../lib/live-query';
import { LiveList } from '../../components/LiveRegion';
import { useTranslation } from '../../lib/i18n';
import { OffersSection, type Offer } from './OffersSection';

/** Home shows a handful of offers, newest first. */
const OFFERS_SHOWN = 6;

function LiveOffers() {
  const { t } = useTranslation();
  const { data = [], fromCache } = useLiveQuery<Offer>(QUERIES.advertisements(), OFFERS_SHOWN, { suspense: true });
  // No offers at all (the server says so): the section is absent.
  return (
    <LiveList live={{ rows: data, fromCache }} what={t('home.offers.what')} empty={null}>
      <OffersSection offers={data} />
    </LiveList>
  );
}

/** Loaded lazily: Home paints before the Firebase SDK arrives. */
export default function AdvertisedOffers() {
  const { t } = useTranslation();
  return (
    <DataRegion loadingLabel={t('home.offers.loading')}>
      <LiveOffers />
    </DataRegion>
  );
}
