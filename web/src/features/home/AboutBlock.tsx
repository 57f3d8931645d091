import { Typography } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { PromoBlock } from './PromoBlock';

export function AboutBlock() {
  const { t } = useTranslation();
  return (
    <PromoBlock
      id="about"
      eyebrow={t('home.about.eyebrow')}
      title={t('home.about.title')}
      image={{ src: '/images/home/about.svg', alt: t('home.about.imageAlt') }}
      imageRight
    >
      <Typography>{t('home.about.p1')}</Typography>
      <Typography>{t('home.about.p2', { place: t('terms.meetingLocation') })}</Typography>
      <Typography>{t('home.about.p3')}</Typography>
    </PromoBlock>
  );
}
