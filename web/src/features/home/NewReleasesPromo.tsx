import FiberNewIcon from '@mui/icons-material/FiberNew';
import { Button, Typography } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { PromoBlock } from './PromoBlock';

export function NewReleasesPromo() {
  const { t } = useTranslation();
  return (
    <PromoBlock
      id="new-releases"
      eyebrow={t('home.newReleases.eyebrow')}
      title={t('home.newReleases.title')}
      image={{ src: '/images/home/new-releases.svg', alt: t('home.newReleases.imageAlt') }}
      tint="#fbeee7"
      action={
        <Button variant="contained" startIcon={<FiberNewIcon />} href="#categories">
          {t('home.newReleases.action')}
        </Button>
      }
    >
      <Typography>{t('home.newReleases.p1')}</Typography>
      <Typography>{t('home.newReleases.p2')}</Typography>
    </PromoBlock>
  );
}
