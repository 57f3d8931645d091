import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Chip, Stack, Typography } from '@mui/material';
import type { SellerProfileDoc } from '@reshelf/domain';
import { SellerRating } from '../../components/SellerRating';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

/** The top of the seller page: name, verified badges, member since, books sold and the rating. */
export function ProfileSummary({ profile }: { profile: SellerProfileDoc }) {
  const { t } = useTranslation();
  const { count, month } = useFormat();
  const badges = [
    profile.badges?.verifiedByReshelf && { key: 'verifiedByReshelf', icon: <VerifiedIcon />, color: 'primary' },
    profile.badges?.phoneVerified && { key: 'phoneVerified', icon: <PhoneIphoneIcon />, color: 'default' },
    profile.badges?.emailVerified && { key: 'emailVerified', icon: <MarkEmailReadOutlinedIcon />, color: 'default' },
  ].filter(Boolean) as {
    key: 'verifiedByReshelf' | 'phoneVerified' | 'emailVerified';
    icon: React.ReactElement;
    color: 'primary' | 'default';
  }[];
  return (
    <Stack spacing={1.5} component="header">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}>
        {profile.name}
      </Typography>
      {badges.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
          component="ul"
          aria-label={t('reviews.page.badges')}
        >
          {badges.map((b) => (
            <li key={b.key}>
              <Chip icon={b.icon} label={t(`reviews.page.${b.key}`)} size="small" color={b.color} variant="outlined" />
            </li>
          ))}
        </Stack>
      )}
      <SellerRating rating={profile.rating} size="medium" />
      <Typography color="text.secondary">
        {t('reviews.page.memberSince', { date: month(profile.memberSince.toMillis()) })}
        {' · '}
        {t('reviews.page.booksSold', { n: count(profile.booksSold ?? 0) })}
      </Typography>
    </Stack>
  );
}
