import { Button, Chip, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { claimsOf, ROLE_ADMIN, type UserDoc } from '@reshelf/domain';
import { EmptyState } from '../../components/DataRegion';
import { LoadMore } from '../../components/LoadMore';
import type { Paged, Row } from '../../components/paged-query';
import { ScrollTable } from '../../components/ScrollTable';
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

/** All users (spec §2): name, email, account, status, and Make admin or an Admin label. */
export function AllUsersTable({ page }: { page: Paged<UserDoc> }) {
  if (page.rows.length === 0) {
    return <EmptyState title="No users yet" hint="People appear here as soon as they sign up." />;
  }
  return (
    <>
      <ScrollTable label="All users">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Account</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Admin</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page.rows.map((user) => (
            <TableRow key={user._id} hover>
              <TableCell>{user.name}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>{user.account}</TableCell>
              <TableCell>
                <Status user={user} />
              </TableCell>
              <TableCell>{user.role === ROLE_ADMIN ? <AdminChip /> : <MakeAdminButton user={user} />}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      <LoadMore page={page} what="users" />
    </>
  );
}
