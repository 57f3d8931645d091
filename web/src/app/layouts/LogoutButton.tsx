import { Button } from '@mui/material';

/** The app bar's Logout (the prerender draws it too, for its styles). */
export function LogoutButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <Button color="inherit" onClick={onClick} loading={busy}>
      Logout
    </Button>
  );
}
