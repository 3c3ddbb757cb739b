import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { LAPTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../test/viewport';
import { PhoneNumber } from './phone-number';
import { ResponsiveTable, type ResponsiveColumn } from './responsive-table';

type Person = { id: number; name: string; phone: string; city: string };
const people: Person[] = [
  { id: 1, name: 'Maria Souza', phone: '5511988887777', city: 'São Paulo' },
  { id: 2, name: 'João Lima', phone: '5531999998888', city: 'Belo Horizonte' },
];

function renderTable(onOpen = vi.fn()) {
  const columns: ResponsiveColumn<Person>[] = [
    { key: 'name', header: 'Nome', role: 'title', cell: (p) => p.name },
    { key: 'phone', header: 'Telefone', cell: (p) => <PhoneNumber phone={p.phone} /> },
    { key: 'city', header: 'Cidade', cell: (p) => p.city },
    {
      key: 'actions',
      header: 'Ações',
      role: 'actions',
      hideHeader: true,
      cell: (p) => (
        <button type="button" onClick={() => onOpen(p.id)}>
          Abrir {p.name}
        </button>
      ),
    },
  ];
  render(
    <MantineProvider theme={theme}>
      <ResponsiveTable rows={people} rowKey={(p) => p.id} columns={columns} label="Pessoas" minWidth={600} />
    </MantineProvider>,
  );
  return onOpen;
}

describe('responsive table', () => {
  it('is a table with every column on a laptop', () => {
    setViewportWidth(LAPTOP_WIDTH);
    renderTable();
    const table = screen.getByRole('table', { name: 'Pessoas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nome', 'Telefone', 'Cidade', 'Ações']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it("at 390 px each row is a card of 'label: value' lines with its buttons, and no table", async () => {
    setViewportWidth(PHONE_WIDTH);
    const onOpen = renderTable();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Pessoas' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [maria] = cards;
    expect(within(maria!).getByText('Maria Souza')).toBeInTheDocument();
    // Label and value are a term and its definition, so a screen reader reads them as a pair.
    const terms = within(maria!)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(terms).toEqual(['Telefone', 'Cidade']);
    expect(within(maria!).getByText('São Paulo').closest('dd')).not.toBeNull();
    await userEvent.click(within(maria!).getByRole('button', { name: 'Abrir Maria Souza' }));
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it('a phone number never wraps, in a card or in a table', () => {
    setViewportWidth(PHONE_WIDTH);
    renderTable();
    const phone = screen.getByText('+55 (11) 98888-7777');
    expect(phone).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
