import { Button, Chip, Stack } from '@mui/material';
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
import { useMakeAdmin } from './make-admin';
import { useRemoveAdmin } from './remove-admin';

function MakeAdminButton({ user }: { user: Row<UserDoc> }) {
  const { run, pending } = useMakeAdmin();
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      variant="outlined"
      loading={pending}
      onClick={() => run(user._id)}
      aria-label={t('users.allUsers.makeAdminLabel', { name: user.name })}
    >
      {t('users.allUsers.makeAdmin')}
    </Button>
  );
}

function RemoveAdminButton({ user }: { user: Row<UserDoc> }) {
  const { run, pending } = useRemoveAdmin();
  const { t } = useTranslation();
  return (
    <ConfirmButton
      aria-label={t('users.allUsers.removeAdminLabel', { name: user.name })}
      title={t('users.allUsers.removeAdminTitle', { name: user.name })}
      message={t('users.allUsers.removeAdminMessage', { name: user.name })}
      onConfirm={() => run(user._id)}
      pending={pending}
    >
      {t('users.allUsers.removeAdmin')}
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
  const { t } = useTranslation();
  if (user.account !== 'Seller') return <>{t('users.noStatus')}</>;
  return claimsOf(user).verified ? (
    <Chip label={t('users.verified')} color="success" size="small" />
  ) : (
    <Chip label={t('users.notVerified')} variant="outlined" size="small" />
  );
}

const columnsFor = (t: TFunction, selfUid: string): Column<Row<UserDoc>>[] => [
  { label: t('users.column.name'), cell: (u) => u.name },
  { label: t('users.column.email'), cell: (u) => u.email },
  { label: t('users.column.account'), cell: (u) => t(`terms.accountType.${u.account}`) },
  { label: t('users.column.status'), cell: (u) => <Status user={u} /> },
  { label: t('users.column.admin'), cell: (u) => <AdminCell user={u} selfUid={selfUid} /> },
];

/**
 * All users (spec §2): name, email, account, status, and Make admin or an Admin label; another
 * admin's role can be removed (confirmed), never one's own.
 */
export function AllUsersTable({ page, selfUid }: { page: Paged<UserDoc>; selfUid: string }) {
  const { t } = useTranslation();
  return (
    <LiveList
      live={page}
      what={t('users.allUsers.what')}
      empty={<EmptyState title={t('users.allUsers.emptyTitle')} hint={t('users.allUsers.emptyHint')} />}
    >
      <DataTable label={t('users.allUsers.label')} columns={columnsFor(t, selfUid)} rows={page.rows} />
      <LoadMore page={page} what={t('users.allUsers.loadMore')} />
    </LiveList>
  );
}
