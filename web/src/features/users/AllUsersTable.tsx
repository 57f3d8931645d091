import { Button, Chip } from '@mui/material';
import { claimsOf, ROLE_ADMIN, type UserDoc } from '@reshelf/domain';
import { EmptyState } from '../../components/DataRegion';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore } from '../../components/LoadMore';
import type { Row } from '../../components/live-query';
import type { Paged } from '../../components/paged-query';
import { AdminChip } from './AdminChip';
import { useMakeAdmin } from './make-admin';

function MakeAdminButton({ user }: { user: Row<UserDoc> }) {
  const { run, pending } = useMakeAdmin();
  return (
    <Button
      size="small"
      variant="outlined"
      loading={pending}
      onClick={() => run(user._id)}
      aria-label={`Make ${user.name} an admin`}
    >
      Make admin
    </Button>
  );
}

function Status({ user }: { user: UserDoc }) {
  if (user.account !== 'Seller') return <>—</>;
  return claimsOf(user).verified ? (
    <Chip label="Verified" color="success" size="small" />
  ) : (
    <Chip label="Not verified" variant="outlined" size="small" />
  );
}

const columns: Column<Row<UserDoc>>[] = [
  { label: 'Name', cell: (u) => u.name },
  { label: 'Email', cell: (u) => u.email },
  { label: 'Account', cell: (u) => u.account },
  { label: 'Status', cell: (u) => <Status user={u} /> },
  { label: 'Admin', cell: (u) => (u.role === ROLE_ADMIN ? <AdminChip /> : <MakeAdminButton user={u} />) },
];

/** All users (spec §2): name, email, account, status, and Make admin or an Admin label. */
export function AllUsersTable({ page }: { page: Paged<UserDoc> }) {
  if (page.rows.length === 0) {
    return <EmptyState title="No users yet" hint="People appear here as soon as they sign up." />;
  }
  return (
    <>
      <DataTable label="All users" columns={columns} rows={page.rows} />
      <LoadMore page={page} what="users" />
    </>
  );
}
