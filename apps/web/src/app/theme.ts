import { Badge, createTheme } from '@mantine/core';

/** Mantine's default font stack is the system one; the brand colour, corners and badge case are set. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Status and role labels read as the spec writes them ('Ativo', 'Supervisor'), not in capitals.
    Badge: Badge.extend({ styles: { root: { textTransform: 'none' }, label: { textTransform: 'none' } } }),
  },
});
