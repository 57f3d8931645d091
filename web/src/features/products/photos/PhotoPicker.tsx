import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Chip, CircularProgress, FormHelperText, IconButton, LinearProgress, Typography } from '@mui/material';
import { MAX_PHOTOS } from '@reshelf/domain';
import { useEffect, useId, useRef } from 'react';
import { visuallyHidden } from '../../../components/VisuallyHidden';
import { translate, useTranslation } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import type { PhotoItem, PhotoUploads } from './use-photo-uploads';

// Every control a thumb presses is at least this tall and wide (px).
const TAP = 48;

interface PhotoPickerProps {
  photos: PhotoUploads;
  /** The form's message for the field (a catalogue key or the server's words). */
  error?: string;
  /** The form focuses the field by it when its message shows. */
  buttonRef?: (button: HTMLButtonElement | null) => void;
}

/**
 * The listing's photos: "Add photos" opens the camera or the gallery; each photo shows its upload,
 * the first is marked as the cover, and buttons move a photo earlier or later or remove it, each
 * change said aloud. Focus stays with the photo that moved.
 */
export function PhotoPicker({ photos, error, buttonRef }: PhotoPickerProps) {
  const { t } = useTranslation();
  const { count } = useFormat();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement | null>(null);
  const controls = useRef(new Map<string, HTMLButtonElement>());
  // The button to focus once a move has rendered: "<key> earlier|later".
  const focusAfter = useRef<string | null>(null);
  const full = photos.items.length >= MAX_PHOTOS;
  const message = error ?? photos.overflow;

  // After a move the photo's button has a new place (and may be disabled at an end): focus follows it.
  useEffect(() => {
    if (!focusAfter.current) return;
    const [key, direction] = focusAfter.current.split(' ');
    focusAfter.current = null;
    const button = controls.current.get(`${key} ${direction}`);
    const other = controls.current.get(`${key} ${direction === 'earlier' ? 'later' : 'earlier'}`);
    (button && !button.disabled ? button : other)?.focus();
  }, [photos.items]);

  const said = photos.announcement;
  const announcement = said
    ? translate({
        key: said.key,
        values: Object.fromEntries(Object.entries(said.values).map(([name, n]) => [name, count(n)])),
      })
    : '';

  return (
    <Box
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint`}
      sx={{ gridColumn: { md: '1 / -1' }, display: 'grid', gap: 1.5 }}
    >
      <Box>
        <Typography id={`${id}-label`} variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
          {t('products.photos.label')}
          {/* Required, as the other fields show it; their readers hear "required", not the star. */}
          <span aria-hidden> *</span>
        </Typography>
        <Typography id={`${id}-hint`} variant="body2" color="text.secondary">
          {t('products.photos.hint')}
        </Typography>
      </Box>
      {photos.items.length > 0 && (
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            // As many as fit with room for a tile's three buttons: two on a 360 px phone.
            gridTemplateColumns: `repeat(auto-fill, minmax(${3 * TAP}px, 1fr))`,
          }}
        >
          {photos.items.map((item, index) => (
            <PhotoTile
              key={item.key}
              item={item}
              place={index + 1}
              last={index === photos.items.length - 1}
              photos={photos}
              controlRef={(name, button) => {
                if (button) controls.current.set(`${item.key} ${name}`, button);
                else controls.current.delete(`${item.key} ${name}`);
              }}
              onMoved={(direction) => (focusAfter.current = `${item.key} ${direction}`)}
              onRemoved={() => addButton.current?.focus()}
            />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          tabIndex={-1}
          aria-hidden
          style={visuallyHidden}
          onChange={(event) => {
            photos.add([...(event.target.files ?? [])]);
            // The same photo chosen again after a removal is a change too.
            event.target.value = '';
          }}
        />
        <Button
          ref={(button) => {
            addButton.current = button;
            buttonRef?.(button);
          }}
          variant="outlined"
          size="large"
          startIcon={<AddAPhotoOutlinedIcon />}
          disabled={full}
          onClick={() => input.current?.click()}
          aria-describedby={message ? `${id}-error` : undefined}
          sx={{ minHeight: TAP, flex: 1 }}
        >
          {t('products.photos.add')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
          {t('products.photos.count', { count: count(photos.items.length), max: count(MAX_PHOTOS) })}
        </Typography>
      </Box>
      {message && (
        <FormHelperText id={`${id}-error`} error sx={{ mx: 0 }}>
          {translate(message)}
        </FormHelperText>
      )}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

interface PhotoTileProps {
  item: PhotoItem;
  /** Its place in the order, from 1 (the cover). */
  place: number;
  last: boolean;
  photos: PhotoUploads;
  controlRef: (name: 'earlier' | 'later', button: HTMLButtonElement | null) => void;
  onMoved: (direction: 'earlier' | 'later') => void;
  onRemoved: () => void;
}

function PhotoTile({ item, place, last, photos, controlRef, onMoved, onRemoved }: PhotoTileProps) {
  const { t } = useTranslation();
  const { count } = useFormat();
  const n = { place: count(place) };
  const sending = item.status === 'queued' || item.status === 'uploading';
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5, alignContent: 'start' }}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '3 / 4',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          border: 1,
          borderColor: item.status === 'failed' ? 'error.main' : 'divider',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {item.src ? (
          <Box
            component="img"
            src={item.src}
            alt={t('products.photos.alt', n)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: sending ? 0.6 : 1 }}
          />
        ) : (
          sending && <CircularProgress size={28} aria-hidden />
        )}
        {place === 1 && (
          <Chip label={t('products.photos.cover')} color="primary" size="small" sx={{ position: 'absolute', top: 8, left: 8 }} />
        )}
        {sending && (
          <LinearProgress
            variant="determinate"
            value={Math.round(item.progress * 100)}
            aria-label={t(item.status === 'queued' ? 'products.photos.preparing' : 'products.photos.uploading', n)}
            sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 6 }}
          />
        )}
      </Box>
      {item.status === 'failed' && (
        <Box role="alert" sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2" color="error">
            {translate(item.error ?? '')}
          </Typography>
          {item.blob && (
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => photos.retry(item.key)}
              aria-label={t('products.photos.retryLabel', n)}
              sx={{ minHeight: TAP }}
            >
              {t('products.photos.retry')}
            </Button>
          )}
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <IconButton
          ref={(button) => controlRef('earlier', button)}
          aria-label={t('products.photos.moveEarlier', n)}
          disabled={place === 1}
          onClick={() => {
            photos.move(item.key, -1);
            onMoved('earlier');
          }}
          sx={{ width: TAP, height: TAP }}
        >
          <ArrowBackIcon />
        </IconButton>
        <IconButton
          aria-label={t('products.photos.remove', n)}
          onClick={() => {
            photos.remove(item.key);
            onRemoved();
          }}
          sx={{ width: TAP, height: TAP }}
        >
          <DeleteOutlineIcon />
        </IconButton>
        <IconButton
          ref={(button) => controlRef('later', button)}
          aria-label={t('products.photos.moveLater', n)}
          disabled={last}
          onClick={() => {
            photos.move(item.key, 1);
            onMoved('later');
          }}
          sx={{ width: TAP, height: TAP }}
        >
          <ArrowForwardIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
