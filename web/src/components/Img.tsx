import { styled } from '@mui/material';

/**
 * An <img> that keeps its width and height attributes (MUI's Box reads them as styles), so the
 * browser reserves its box from their ratio before the picture arrives: no layout shift.
 */
export const Img = styled('img')({ display: 'block', maxWidth: '100%', height: 'auto' });
