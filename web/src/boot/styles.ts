// A boot stage (main.tsx): MUI's styling engine (Emotion and MUI's system), evaluated in a task of its own.
export { ThemeProvider } from '@mui/material';
