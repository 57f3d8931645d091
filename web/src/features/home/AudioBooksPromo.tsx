import HeadphonesIcon from '@mui/icons-material/Headphones';
import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n';
import { PromoBlock } from './PromoBlock';

export function AudioBooksPromo() {
  const { t } = useTranslation();
  return (
    <PromoBlock
      id="audio-books"
      eyebrow={t('home.audioBooks.eyebrow')}
      title={t('home.audioBooks.title')}
      image={{ src: '/images/home/audio-books.svg', alt: t('home.audioBooks.imageAlt') }}
      tint="#eef0f5"
      action={
        <Button variant="contained" startIcon={<HeadphonesIcon />} component={RouterLink} to="/premium">
          {t('home.audioBooks.action')}
        </Button>
      }
    >
      <Typography>{t('home.audioBooks.p1')}</Typography>
      <Typography>{t('home.audioBooks.p2')}</Typography>
    </PromoBlock>
  );
}
