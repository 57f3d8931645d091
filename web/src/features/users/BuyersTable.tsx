import { ROLE_ADMIN, type UserDoc } from '@reshelf/domain';
import { ConfirmButton } from '../../components/ConfirmButton';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore } from '../../components/LoadMore';
import type { Row } from '../../components/live-query';
import type { Paged } from '../../components/paged-query';
import { AdminChip } from './AdminChip';
import { useDeleteBuyer } from './delete-buyer';

function DeleteBuyer({ buyer }: { buyer: Row<UserDoc> }) {
  const { run, pending } = useDeleteBuyer();
  if (buyer.role === ROLE_ADMIN) return <AdminChip />;
  return (
    <ConfirmButton
      aria-label={`Delete buyer ${buyer.name}`}
      title={`Delete buyer ${buyer.name}?`}
      message={`${buyer.name} (${buyer.email}) loses their account. Their past orders stay on record. This cannot be undone.`}
      onConfirm={() => run(buyer._id)}
      pending={pending}
    >
      Delete
    </ConfirmButton>
  );
}

const columns: Column<Row<UserDoc>>[] = [
  { label: 'Name', cell: (b) => b.name },
  { label: 'Email', cell: (b) => b.email },
  { label: 'Delete', cell: (b) => <DeleteBuyer buyer={b} /> },
];

/** Buyers (spec §2), each with Delete after a confirmation. */
export function BuyersTable({ page }: { page: Paged<UserDoc> }) {
  return (
    <LiveList
      live={page}
      what="the buyers"
      empty={<EmptyState title="No buyers yet" hint="People who sign up with a Buyer account appear here." />}
    >
      <DataTable label="Buyers" columns={columns} rows={page.rows} minWidth={480} />
      <LoadMore page={page} what="buyers" />
    </LiveList>
  );
}
