import { createTheme, responsiveFontSizes } from '@mui/material';

// System fonts only, so the first paint waits for no font file. Few systems draw the taka sign
// in Latin fonts, so a subset of Noto Sans Bengali holding only "৳" (0.7 KB) ships with the app.
const taka = '"Reshelf Taka"';
const sans = `${taka}, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`;
const serif = `${taka}, Georgia, Cambria, "Times New Roman", Times, serif`;

const takaFace = (weight: number) => `
  @font-face {
    font-family: ${taka};
    src: url('/fonts/taka-${weight}.woff2') format('woff2');
    font-weight: ${weight};
    font-display: swap;
    unicode-range: U+09F3;
  }`;

export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      primary: { main: '#1b4d3e' },
      secondary: { main: '#a64f22' },
      // MUI's default orange gives white text 3.1:1; this one 5:1 (WCAG AA).
      warning: { main: '#b45309' },
      background: { default: '#fbf8f3', paper: '#ffffff' },
      text: { primary: '#1f2a26', secondary: '#55615c' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: sans,
      h1: { fontFamily: serif, fontWeight: 700, fontSize: '3rem', lineHeight: 1.15 },
      h2: { fontFamily: serif, fontWeight: 700, fontSize: '2.125rem', lineHeight: 1.2 },
      h3: { fontFamily: serif, fontWeight: 700, fontSize: '1.5rem' },
      h4: { fontWeight: 700, fontSize: '1.25rem' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: { styleOverrides: takaFace(400) + takaFace(700) },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  }),
);
