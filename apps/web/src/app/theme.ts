import { createTheme, type BadgeProps, type DrawerProps, type ModalProps } from '@mantine/core';

// Plain objects, not Badge.extend(...): importing the components themselves would put Modal,
// Drawer and their scroll and focus code into the first load of every page (issue 17).
const closeButtonNamed = { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } } satisfies {
  defaultProps: Partial<ModalProps & DrawerProps>;
};
const badgeAsWritten = { styles: { root: { textTransform: 'none' }, label: { textTransform: 'none' } } } satisfies {
  styles: Partial<Record<'root' | 'label', Record<string, string>>>;
  defaultProps?: Partial<BadgeProps>;
};

/** Mantine's default font stack is the system one; the brand colour, corners and badge case are set. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Status and role labels read as the spec writes them ('Ativo', 'Supervisor'), not in capitals.
    Badge: badgeAsWritten,
    // A close button a screen reader can name (WCAG 4.1.2), on every modal and drawer.
    Modal: closeButtonNamed,
    Drawer: closeButtonNamed,
  },
});
