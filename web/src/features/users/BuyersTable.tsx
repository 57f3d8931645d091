import { TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ROLE_ADMIN, type UserDoc } from '@reshelf/domain';
import { ConfirmButton } from '../../components/ConfirmButton';
import { EmptyState } from '../../components/DataRegion';
import { LoadMore } from '../../components/LoadMore';
import type { Paged, Row } from '../../components/paged-query';
import { ScrollTable } from '../../components/ScrollTable';
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

/** Buyers (spec §2), each with Delete after a confirmation. */
export function BuyersTable({ page }: { page: Paged<UserDoc> }) {
  if (page.rows.length === 0) {
    return <EmptyState title="No buyers yet" hint="People who sign up with a Buyer account appear here." />;
  }
  return (
    <>
      <ScrollTable label="Buyers" minWidth={480}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Delete</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page.rows.map((buyer) => (
            <TableRow key={buyer._id} hover>
              <TableCell>{buyer.name}</TableCell>
              <TableCell>{buyer.email}</TableCell>
              <TableCell>
                <DeleteBuyer buyer={buyer} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      <LoadMore page={page} what="buyers" />
    </>
  );
}
