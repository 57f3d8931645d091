import { Button, Chip } from '@mui/material';
import { claimsOf, ROLE_ADMIN, type UserDoc } from '@reshelf/domain';
import { ConfirmButton } from '../../components/ConfirmButton';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore } from '../../components/LoadMore';
import type { Row } from '../../components/live-query';
import type { Paged } from '../../components/paged-query';
import { AdminChip } from './AdminChip';
import { useDeleteSeller } from './delete-seller';
import { useVerifySeller } from './verify-seller';

function Verification({ seller }: { seller: Row<UserDoc> }) {
  const { run, pending } = useVerifySeller();
  if (claimsOf(seller).verified) return <Chip label="Verified" color="success" size="small" />;
  return (
    <Button
      size="small"
      variant="contained"
      loading={pending}
      onClick={() => run(seller._id)}
      aria-label={`Verify seller ${seller.name}`}
    >
      Verify
    </Button>
  );
}

function DeleteSeller({ seller }: { seller: Row<UserDoc> }) {
  const { run, pending } = useDeleteSeller();
  if (seller.role === ROLE_ADMIN) return <AdminChip />;
  return (
    <ConfirmButton
      aria-label={`Delete seller ${seller.name}`}
      title={`Delete seller ${seller.name}?`}
      message={`${seller.name} (${seller.email}) loses their account, and their listings and advertisements are removed. Their past orders stay on record. This cannot be undone.`}
      onConfirm={() => run(seller._id)}
      pending={pending}
    >
      Delete
    </ConfirmButton>
  );
}

const columns: Column<Row<UserDoc>>[] = [
  { label: 'Name', cell: (s) => s.name },
  { label: 'Email', cell: (s) => s.email },
  { label: 'Verification', cell: (s) => <Verification seller={s} /> },
  { label: 'Delete', cell: (s) => <DeleteSeller seller={s} /> },
];

/** Sellers (spec §2): Verify or a Verified label, and Delete after a confirmation. */
export function SellersTable({ page }: { page: Paged<UserDoc> }) {
  return (
    <LiveList
      live={page}
      what="the sellers"
      empty={<EmptyState title="No sellers yet" hint="People who sign up with a Seller account appear here." />}
    >
      <DataTable label="Sellers" columns={columns} rows={page.rows} minWidth={560} />
      <LoadMore page={page} what="sellers" />
    </LiveList>
  );
}
