import { Button, Chip, Stack } from '@mui/material';
import { claimsOf, ROLE_ADMIN, type UserDoc } from '@reshelf/domain';
import { ConfirmButton } from '../../components/ConfirmButton';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore } from '../../components/LoadMore';
import type { Row } from '../../components/live-query';
import type { Paged } from '../../components/paged-query';
import { AdminChip } from './AdminChip';
import { useMakeAdmin } from './make-admin';
import { useRemoveAdmin } from './remove-admin';

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

function RemoveAdminButton({ user }: { user: Row<UserDoc> }) {
  const { run, pending } = useRemoveAdmin();
  return (
    <ConfirmButton
      aria-label={`Remove ${user.name}'s admin role`}
      title={`Remove ${user.name}'s admin role?`}
      message={`${user.name} keeps their account but can no longer manage users, sellers and orders. They are signed out of the API at once.`}
      onConfirm={() => run(user._id)}
      pending={pending}
    >
      Remove admin
    </ConfirmButton>
  );
}

/** An admin's label, and for another admin the way to take the role back. */
function AdminCell({ user, selfUid }: { user: Row<UserDoc>; selfUid: string }) {
  if (user.role !== ROLE_ADMIN) return <MakeAdminButton user={user} />;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <AdminChip />
      {user._id !== selfUid && <RemoveAdminButton user={user} />}
    </Stack>
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

const columnsFor = (selfUid: string): Column<Row<UserDoc>>[] => [
  { label: 'Name', cell: (u) => u.name },
  { label: 'Email', cell: (u) => u.email },
  { label: 'Account', cell: (u) => u.account },
  { label: 'Status', cell: (u) => <Status user={u} /> },
  { label: 'Admin', cell: (u) => <AdminCell user={u} selfUid={selfUid} /> },
];

/**
 * All users (spec §2): name, email, account, status, and Make admin or an Admin label; another
 * admin's role can be removed (confirmed), never one's own.
 */
export function AllUsersTable({ page, selfUid }: { page: Paged<UserDoc>; selfUid: string }) {
  return (
    <LiveList
      live={page}
      what="the users"
      empty={<EmptyState title="No users yet" hint="People appear here as soon as they sign up." />}
    >
      <DataTable label="All users" columns={columnsFor(selfUid)} rows={page.rows} />
      <LoadMore page={page} what="users" />
    </LiveList>
  );
}
