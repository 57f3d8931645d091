import { Button, Chip } from '@mui/material';
import { claimsOf, ROLE_ADMIN, type UserDoc } from '@reshelf/domain';
import { ConfirmButton } from '../../components/ConfirmButton';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore } from '../../components/LoadMore';
import type { Row } from '../../lib/live-query';
import type { Paged } from '../../lib/paged-query';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { AdminChip } from './AdminChip';
import { useDeleteSeller } from './delete-seller';
import { useVerifySeller } from './verify-seller';

function Verification({ seller }: { seller: Row<UserDoc> }) {
  const { run, pending } = useVerifySeller();
  const { t } = useTranslation();
  if (claimsOf(seller).verified) return <Chip label={t('users.verified')} color="success" size="small" />;
  return (
    <Button
      size="small"
      variant="contained"
      loading={pending}
      onClick={() => run(seller._id)}
      aria-label={t('users.sellers.verifyLabel', { name: seller.name })}
    >
      {t('users.sellers.verify')}
    </Button>
  );
}

function DeleteSeller({ seller }: { seller: Row<UserDoc> }) {
  const { run, pending } = useDeleteSeller();
  const { t } = useTranslation();
  if (seller.role === ROLE_ADMIN) return <AdminChip />;
  return (
    <ConfirmButton
      aria-label={t('users.sellers.deleteLabel', { name: seller.name })}
      title={t('users.sellers.deleteTitle', { name: seller.name })}
      message={t('users.sellers.deleteMessage', { name: seller.name, email: seller.email })}
      onConfirm={() => run(seller._id)}
      pending={pending}
    >
      {t('users.delete')}
    </ConfirmButton>
  );
}

const columnsFor = (t: TFunction): Column<Row<UserDoc>>[] => [
  { label: t('users.column.name'), cell: (s) => s.name },
  { label: t('users.column.email'), cell: (s) => s.email },
  { label: t('users.column.verification'), cell: (s) => <Verification seller={s} /> },
  { label: t('users.column.delete'), cell: (s) => <DeleteSeller seller={s} /> },
];

/** Sellers (spec §2): Verify or a Verified label, and Delete after a confirmation. */
export function SellersTable({ page }: { page: Paged<UserDoc> }) {
  const { t } = useTranslation();
  return (
    <LiveList
      live={page}
      what={t('users.sellers.what')}
      empty={<EmptyState title={t('users.sellers.emptyTitle')} hint={t('users.sellers.emptyHint')} />}
    >
      <DataTable label={t('users.sellers.label')} columns={columnsFor(t)} rows={page.rows} minWidth={560} />
      <LoadMore page={page} what={t('users.sellers.loadMore')} />
    </LiveList>
  );
}
