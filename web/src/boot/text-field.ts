// A stage of Home's route (app/router.tsx): MUI's text field (with the select, menu and popover it
// brings), in a task of its own.
export { TextField } from '@mui/material';
