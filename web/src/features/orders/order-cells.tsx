import { Box, Link, Stack, Typography } from '@mui/material';
import { formatPostedDate, type TimestampLike } from '@reshelf/domain';

/** A phone number anyone can call from the table. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} sx={{ whiteSpace: 'nowrap' }}>
      {phone}
    </Link>
  );
}

/** A person's name over their phone (and email), the contact details the order carries. */
export function Contact({ name, phone, email }: { name: string; phone: string; email?: string }) {
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2">{name}</Typography>
      <PhoneLink phone={phone} />
      {email && (
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {email}
        </Typography>
      )}
    </Stack>
  );
}

/** When the order was booked. */
export function BookedOn({ at }: { at: TimestampLike | undefined }) {
  return <Box sx={{ whiteSpace: 'nowrap' }}>{at ? formatPostedDate(at.toMillis()) : '—'}</Box>;
}
