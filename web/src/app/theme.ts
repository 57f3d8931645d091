import { createTheme, responsiveFontSizes } from '@mui/material';
import { BENGALI_FAMILY } from '../lib/bengali-font';

// System fonts only, so the first paint waits for no font file. Few systems draw the taka sign
// in Latin fonts, so a subset of Noto Sans Bengali holding only "৳" (0.7 KB a weight) ships with
// the app; index.html declares its faces (see there why not here).
const TAKA_FAMILY = 'Reshelf Taka';
const taka = `"${TAKA_FAMILY}"`;
// Bangla glyphs come from Noto Sans Bengali, self-hosted and fetched only for Bangla readers
// (lib/i18n.ts); Latin text keeps the system font before it.
const bengali = BENGALI_FAMILY;
const sans = `${taka}, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, ${bengali}, sans-serif`;
const serif = `${taka}, Georgia, Cambria, "Times New Roman", Times, ${bengali}, serif`;

/**
 * Fetches the taka sign's font files (boot/main.tsx calls it first), not at the first price on
 * screen: until they arrive, laying out a price searches the system's fonts for the sign and lays
 * the price out again when they do (docs/performance.md).
 */
export function loadTakaFont() {
  document.fonts.forEach((face) => {
    // One that fails leaves the sign to the system's fonts.
    if (face.family.replaceAll('"', '') === TAKA_FAMILY) face.load().catch(() => undefined);
  });
}

const primary = '#1b4d3e';
// A pressed control's shade: its text colour, as MUI's ripple is (white on a filled button).
const PRESSED = 'color-mix(in srgb, currentColor 24%, transparent)';

export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      primary: { main: primary },
      secondary: { main: '#a64f22' },
      // MUI's default orange gives white text 3.1:1; this one 5:1 (WCAG AA).
      warning: { main: '#b45309' },
      // The same for blue (a Paid order's chip): MUI's gives white text 3.9:1, this one 5.9:1.
      info: { main: '#0369a1' },
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
      // Each input would otherwise mount a global style of its own (a new style sheet) for the
      // keyframes that tell MUI the browser autofilled it, and start an animation whose only
      // purpose is an event when autofill is undone (typing tells MUI as much): four sheets and
      // four events as a shelf's filters appear. The baseline declares the autofill one once.
      MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
      MuiCssBaseline: {
        styleOverrides: {
          '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
          '.MuiInputBase-input:-webkit-autofill': { animationName: 'mui-auto-fill', animationDuration: '5000s' },
          // The keyboard focus ring, drawn by the browser's :focus-visible, so prerendered controls
          // show it before MUI's script marks them (Mui-focusVisible). Two tones: a white ring by the
          // control and a dark one outside, visible on the light page and on the dark bars alike.
          // :root outranks the components' own `.Mui-focusVisible` box shadows.
          ':root :is(.MuiButtonBase-root, .MuiLink-root, a):focus-visible': {
            outline: `2px solid ${primary}`,
            outlineOffset: 2,
            boxShadow: '0 0 0 2px #fff',
          },
          // A press shades the control, drawn by the browser's :active (prerendered controls too):
          // MUI's ripple mounts and animates a component on the first press of each control, the
          // longest work of a tap on a slow phone (docs/performance.md).
          '.MuiButtonBase-root:active': { backgroundImage: `linear-gradient(${PRESSED}, ${PRESSED})` },
        },
      },
      // The ring and the pressed shade above stand for the ripple, on focus and on press.
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      MuiButton: { defaultProps: { disableElevation: true } },
      // A spinner that only turns is drawn by the compositor; a shrinking stroke redraws on the
      // main thread every frame (docs/performance.md), a button's while its sign-in waits too.
      MuiCircularProgress: { defaultProps: { disableShrink: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  }),
);
