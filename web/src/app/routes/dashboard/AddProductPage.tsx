import { useNavigate } from 'react-router-dom';
import { AddProductForm } from '../../../features/products/AddProductForm';
import { DashboardPage } from './DashboardPage';
import { useSignedInUser } from './use-signed-in-user';
import { PAGES } from '@reshelf/domain';
import { usePageMeta } from '../use-page-meta';

export default function AddProductPage() {
  usePageMeta(PAGES.addProduct);
  const user = useSignedInUser();
  const navigate = useNavigate();
  return (
    <DashboardPage title="Add a product" intro="Your book shows on its category page as soon as you add it.">
      <AddProductForm sellerEmail={user.email ?? ''} onAdded={() => navigate('/dashboard/myProduct')} />
    </DashboardPage>
  );
}
