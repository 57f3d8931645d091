import { useAdvertisedIds } from '../../../features/products/advertised-ids';
import { MyProductGrid } from '../../../features/products/MyProductGrid';
import { useMyProducts } from '../../../features/products/my-products';
import { DashboardPage } from './DashboardPage';
import { SignedInRegion } from '../../guards/SignedInRegion';
import { PAGES } from '@reshelf/domain';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';

function MyProducts({ uid }: { uid: string }) {
  return <MyProductGrid page={useMyProducts(uid)} advertised={useAdvertisedIds(uid)} />;
}

export default function MyProductPage() {
  usePageMeta(PAGES.myProduct);
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('routes.dashboard.myProduct.title')} intro={t('routes.dashboard.myProduct.intro')}>
      <SignedInRegion loadingLabel={t('routes.dashboard.myProduct.loading')}>
        {({ uid }) => <MyProducts uid={uid} />}
      </SignedInRegion>
    </DashboardPage>
  );
}
