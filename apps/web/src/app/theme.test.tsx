import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  DEFAULT_THEME,
  Loader,
  mergeMantineTheme,
  Notification,
  Pagination,
  PasswordInput,
  Table,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { DIMMED, PLACEHOLDER, theme } from './theme';

/** WCAG 2.1's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const shade = typeof merged.primaryShade === 'number' ? merged.primaryShade : merged.primaryShade.light;
const WHITE = '#ffffff';
const AA = 4.5;
// 'dark' is the dark scheme's palette, which Ponte does not use.
const palettes = Object.entries(merged.colors).filter(([name]) => name !== 'dark');

describe('theme colours meet WCAG AA for text (4.5:1; issue 18)', () => {
  it.each(palettes)('%s: filled control under white text, outline and coloured text on white and gray.0', (_, c) => {
    expect(contrast(c[shade], WHITE)).toBeGreaterThanOrEqual(AA);
    expect(contrast(c[shade], merged.colors.gray[0])).toBeGreaterThanOrEqual(AA);
  });

  it.each(palettes)('%s: a light badge, button or alert (shade 9 on shade 1)', (_, c) => {
    expect(contrast(c[9], c[1])).toBeGreaterThanOrEqual(AA);
  });

  it('the primary colour is still the brand indigo', () => {
    expect(merged.primaryColor).toBe('indigo');
    expect(merged.colors.indigo).toEqual(DEFAULT_THEME.colors.indigo);
  });

  it('dimmed text on white, the page background (gray.0), a selected row (indigo.0, indigo.1) and gray.2', () => {
    const { gray, indigo } = merged.colors;
    for (const background of [WHITE, gray[0], gray[1], gray[2], indigo[0], indigo[1]])
      expect(contrast(DIMMED, background), background).toBeGreaterThanOrEqual(AA);
  });

  it('error text (red.7) and placeholders on white', () => {
    expect(contrast(merged.colors.red[7], WHITE)).toBeGreaterThanOrEqual(AA);
    expect(contrast(PLACEHOLDER, WHITE)).toBeGreaterThanOrEqual(AA);
  });
});

function renderThemed(ui: React.ReactNode) {
  return render(
    <AppProviders queryClient={new QueryClient()} env="test">
      {ui}
    </AppProviders>,
  );
}

describe('theme defaults (issue 18)', () => {
  it('an Alert is a note unless it says it is an alert', () => {
    renderThemed(
      <>
        <Alert title="Como funciona">Uma dica.</Alert>
        <Alert title="Erro" role="alert">
          Falhou.
        </Alert>
      </>,
    );
    expect(screen.getByRole('note', { name: 'Como funciona' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert', { name: 'Erro' })).toBeInTheDocument();
  });

  it('badges of size xs and sm are 11 px, not 9 and 10', () => {
    renderThemed(
      <>
        <Badge size="xs">Pequeno</Badge>
        <Badge size="sm">Médio</Badge>
      </>,
    );
    for (const text of ['Pequeno', 'Médio'])
      expect(screen.getByText(text).closest('.mantine-Badge-root')).toHaveStyle({
        '--badge-fz': 'calc(0.6875rem * var(--mantine-scale))',
      });
  });

  it("a password field's eye is in the Tab order and named in Portuguese", () => {
    renderThemed(<PasswordInput label="Senha" />);
    const eye = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(eye).toHaveAttribute('tabindex', '0');
    expect(eye).toHaveAttribute('aria-pressed', 'false');
  });

  it("the pagination's arrows are named", () => {
    renderThemed(<Pagination total={5} withEdges />);
    for (const name of ['Primeira página', 'Página anterior', 'Próxima página', 'Última página'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('a loader named for what it loads is a progress bar, so its name counts (issue 32: axe)', () => {
    renderThemed(<Loader aria-label="Carregando conversas" />);
    expect(screen.getByRole('progressbar', { name: 'Carregando conversas' })).toBeInTheDocument();
  });

  it("a notification's close button is named (issue 32: axe found it unnamed)", () => {
    renderThemed(<Notification>Resposta rápida criada!</Notification>);
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });

  it('a table that scrolls sideways is a focusable region the table names', () => {
    renderThemed(
      <Table.ScrollContainer minWidth={600} aria-label="Vendas">
        <Table>
          <Table.Tbody />
        </Table>
      </Table.ScrollContainer>,
    );
    expect(screen.getByRole('region', { name: 'Vendas' })).toHaveAttribute('tabindex', '0');
  });
});
