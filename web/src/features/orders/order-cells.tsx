import { Box, Link, Stack, Typography } from '@mui/material';
import { DELETED_ACCOUNT_NAME, MEETING_LOCATION, type TimestampLike } from '@reshelf/domain';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

/** A phone number anyone can call from the table. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} sx={{ whiteSpace: 'nowrap' }}>
      {phone}
    </Link>
  );
}

/** A person's name over their phone (and email): the contact details the order carries while the trade is live. */
export function Contact({ name, phone, email }: { name: string; phone?: string; email?: string }) {
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2">
        <PartyName name={name} />
      </Typography>
      {phone && <PhoneLink phone={phone} />}
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
  const { t } = useTranslation();
  const { date } = useFormat();
  return <Box sx={{ whiteSpace: 'nowrap' }}>{at ? date(at.toMillis()) : t('orders.cells.noDate')}</Box>;
}

/** A party's name; one who deleted their account is named so in the reader's language. */
export function PartyName({ name }: { name: string }) {
  const { t } = useTranslation();
  return name === DELETED_ACCOUNT_NAME ? t('terms.deletedAccount') : name;
}

/** Where to meet: the default place, stored as MEETING_LOCATION, in the reader's language; a typed one as typed. */
export function MeetingPlace({ place }: { place: string }) {
  const { t } = useTranslation();
  return place === MEETING_LOCATION ? t('terms.meetingLocation') : place;
}
