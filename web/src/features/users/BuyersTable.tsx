import { ROLE_ADMIN, type UserDoc } from '@reshelf/domain';
import { ConfirmButton } from '../../components/ConfirmButton';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore } from '../../components/LoadMore';
import type { Row } from '../../lib/live-query';
import type { Paged } from '../../lib/paged-query';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { AdminChip } from './AdminChip';
import { useDeleteBuyer } from './delete-buyer';

function DeleteBuyer({ buyer }: { buyer: Row<UserDoc> }) {
  const { run, pending } = useDeleteBuyer();
  const { t } = useTranslation();
  if (buyer.role === ROLE_ADMIN) return <AdminChip />;
  return (
    <ConfirmButton
      aria-label={t('users.buyers.deleteLabel', { name: buyer.name })}
      title={t('users.buyers.deleteTitle', { name: buyer.name })}
      message={t('users.buyers.deleteMessage', { name: buyer.name, email: buyer.email })}
      onConfirm={() => run(buyer._id)}
      pending={pending}
    >
      {t('users.delete')}
    </ConfirmButton>
  );
}

const columnsFor = (t: TFunction): Column<Row<UserDoc>>[] => [
  { label: t('users.column.name'), cell: (b) => b.name },
  { label: t('users.column.email'), cell: (b) => b.email },
  { label: t('users.column.delete'), cell: (b) => <DeleteBuyer buyer={b} /> },
];

/** Buyers (spec §2), each with Delete after a confirmation. */
export function BuyersTable({ page }: { page: Paged<UserDoc> }) {
  const { t } = useTranslation();
  return (
    <LiveList
      live={page}
      what={t('users.buyers.what')}
      empty={<EmptyState title={t('users.buyers.emptyTitle')} hint={t('users.buyers.emptyHint')} />}
    >
      <DataTable label={t('users.buyers.label')} columns={columnsFor(t)} rows={page.rows} minWidth={480} />
      <LoadMore page={page} what={t('users.buyers.loadMore')} />
    </LiveList>
  );
}
