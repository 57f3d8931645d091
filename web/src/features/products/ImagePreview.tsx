import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Box, Typography } from '@mui/material';
import { ERROR } from '@reshelf/domain';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';

const isWebUrl = (url: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

interface ImagePreviewProps {
  url: string;
  /** Told the URL when it does not load as an image, so the form can refuse it. */
  onBroken?: (url: string) => void;
}

/** What buyers will see for the typed image URL, or why they will not. Remount it per URL. */
export function ImagePreview({ url, onBroken }: ImagePreviewProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const shown = isWebUrl(url.trim()) && !failed;
  return (
    <Box
      sx={{
        height: 220,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {shown ? (
        <Box
          component="img"
          src={url.trim()}
          alt={t('products.preview.alt')}
          onError={() => {
            setFailed(true);
            onBroken?.(url.trim());
          }}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      ) : (
        <Box sx={{ textAlign: 'center', color: 'text.secondary', px: 2 }} role={failed ? 'alert' : undefined}>
          <ImageOutlinedIcon fontSize="large" aria-hidden />
          <Typography variant="body2">{failed ? t(ERROR.imageDoesNotLoad) : t('products.preview.empty')}</Typography>
        </Box>
      )}
    </Box>
  );
}
