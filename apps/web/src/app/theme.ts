import {
  createTheme,
  DEFAULT_THEME,
  rem,
  type AlertProps,
  type BadgeProps,
  type CSSVariablesResolver,
  type DrawerProps,
  type LoaderProps,
  type MantineColorsTuple,
  type ModalProps,
  type PaginationProps,
  type PasswordInputProps,
  type TableScrollContainerProps,
} from '@mantine/core';

// Plain objects, not Badge.extend(...): importing the components themselves would put Modal,
// Drawer and their scroll and focus code into the first load of every page (issue 17).
const closeButtonNamed = { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } } satisfies {
  defaultProps: Partial<ModalProps & DrawerProps>;
};

/** Mantine's badges are 9 and 10 px at sizes xs and sm; nothing on screen is under 11 px (issue 18). */
const SMALLEST_TEXT = rem(11);
const badge = {
  styles: { root: { textTransform: 'none' }, label: { textTransform: 'none' } },
  vars: (_theme: unknown, props: BadgeProps) => ({
    root: { '--badge-fz': props.size === 'xs' || props.size === 'sm' ? SMALLEST_TEXT : undefined },
  }),
} satisfies {
  styles: Partial<Record<'root' | 'label', Record<string, string>>>;
  vars: (theme: unknown, props: BadgeProps) => { root: Record<string, string | undefined> };
};

/**
 * Mantine's Alert is role="alert" unless told otherwise, so every static note (a tip, the test
 * mode's cards, a missing setting) was announced as if something had just gone wrong. Here an
 * Alert is a note; the ones that report a failure as it happens say role="alert" themselves.
 */
const alertIsANote = { defaultProps: { role: 'note' } } satisfies { defaultProps: Partial<AlertProps> };

const paginationLabels = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
} as const;
const paginationNamed = {
  defaultProps: { getControlProps: (control) => ({ 'aria-label': paginationLabels[control] }) },
} satisfies { defaultProps: Partial<PaginationProps> };

/**
 * A loader is named ('Carregando usuários'), and a name needs a role: a bare span's is ignored
 * by screen readers and refused by axe (aria-prohibited-attr). An indeterminate progress bar.
 */
const loaderNamed = { defaultProps: { role: 'progressbar' } } satisfies { defaultProps: Partial<LoaderProps> };

/**
 * The eye on a password field: Mantine leaves it out of the Tab order and names it in English.
 * Reachable and in Portuguese; aria-pressed says whether the password shows.
 */
const passwordToggle = {
  defaultProps: { visibilityToggleFocusable: true, visibilityToggleButtonProps: { 'aria-label': 'Mostrar senha' } },
} satisfies { defaultProps: Partial<PasswordInputProps> };

/**
 * A table wider than a phone scrolls sideways; the keyboard has to reach it to scroll it
 * (WCAG 2.1.1), so the container is a focusable region. Each table names its own region.
 */
const tableScrollFocusable = {
  defaultProps: { type: 'native', tabIndex: 0, role: 'region' },
} satisfies { defaultProps: Partial<TableScrollContainerProps> };

/**
 * Shades 0 to 6 are Mantine's (backgrounds, borders, charts, icons); 7 to 9 are darker where
 * Mantine's fail WCAG AA. With the primary shade at 7, shade 7 is a filled control under white
 * text, an outline and coloured text (≥ 5:1 on white); 8 is its hover; 9 is the text of a light
 * badge, button or alert on shade 1 (≥ 5.8:1). docs/0031 lists every ratio.
 */
const deeper = (name: keyof typeof DEFAULT_THEME.colors, s7: string, s8: string, s9: string) =>
  [...DEFAULT_THEME.colors[name].slice(0, 7), s7, s8, s9] as unknown as MantineColorsTuple;

export const colors = {
  red: deeper('red', '#ce3535', '#bc2929', '#aa2323'),
  pink: deeper('pink', '#cb3067', '#b92358', '#a61e4d'),
  blue: deeper('blue', '#1971c1', '#1664ac', '#165a9a'),
  cyan: deeper('cyan', '#0d7a8b', '#0a6c7d', '#096172'),
  teal: deeper('teal', '#097e5b', '#077050', '#066448'),
  green: deeper('green', '#277f37', '#227131', '#20652e'),
  lime: deeper('lime', '#4e7b0f', '#436e0a', '#3d6209'),
  yellow: deeper('yellow', '#9a6400', '#905400', '#894700'),
  orange: deeper('orange', '#ba4e05', '#a94109', '#9d340b'),
};

/** Secondary text: Mantine's gray.6 is 3.3:1 on white; this is 5.7:1 on white, 4.5:1 on indigo.1. */
export const DIMMED = '#60676f';
/** Placeholders: 4.7:1 on an input's white, a step lighter than dimmed so they don't read as values. */
export const PLACEHOLDER = '#6c757d';

/** Mantine's colours that are not palette shades; the dark scheme is not used. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-placeholder': PLACEHOLDER,
    // Mantine's error text is red.6 (3.3:1) at 12 px under every invalid field.
    '--mantine-color-error': 'var(--mantine-color-red-7)',
  },
  dark: {},
});

/** Mantine's default font stack is the system one; the brand colour, corners and badge case are set. */
export const theme = createTheme({
  primaryColor: 'indigo',
  // indigo.6 under white text is 4.3:1; indigo.7 is 5.0:1 and still the brand's indigo.
  primaryShade: { light: 7, dark: 8 },
  colors,
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Status and role labels read as the spec writes them ('Ativo', 'Supervisor'), not in capitals.
    Badge: badge,
    Alert: alertIsANote,
    Pagination: paginationNamed,
    PasswordInput: passwordToggle,
    TableScrollContainer: tableScrollFocusable,
    // A close button a screen reader can name (WCAG 4.1.2), on every modal, drawer and notification.
    Modal: closeButtonNamed,
    Drawer: closeButtonNamed,
    Notification: closeButtonNamed,
    Loader: loaderNamed,
  },
});
