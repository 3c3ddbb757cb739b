import { createTheme } from '@mantine/core';

/** Mantine's default font stack is the system one; only the brand colour and corners are set. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  cursorType: 'pointer',
});
