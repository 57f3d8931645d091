// A stage of Home's route (app/router.tsx): react-hook-form, evaluated in a task of its own.
export { useForm } from 'react-hook-form';
