import { Badge, createTheme, Drawer, Modal } from '@mantine/core';

/** Mantine's default font stack is the system one; the brand colour, corners and badge case are set. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Status and role labels read as the spec writes them ('Ativo', 'Supervisor'), not in capitals.
    Badge: Badge.extend({ styles: { root: { textTransform: 'none' }, label: { textTransform: 'none' } } }),
    // A close button a screen reader can name (WCAG 4.1.2), on every modal and drawer.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } }),
  },
});
