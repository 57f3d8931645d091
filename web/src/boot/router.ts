// A boot stage (main.tsx): the parts of react-router the app uses, evaluated in a task of their own.
export { RouterProvider } from 'react-router-dom';
