import { createTheme } from '@mui/material';

export const theme = createTheme({
  palette: {
    primary: { main: '#1b4d3e' },
    secondary: { main: '#c0622f' },
    background: { default: '#fbf8f3' },
  },
  shape: { borderRadius: 10 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
});
