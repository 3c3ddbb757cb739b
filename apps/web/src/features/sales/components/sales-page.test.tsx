import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTimeBR, shopToday } from '@ponte/domain/dates';
import type { Sale, SalesPage, SalesStats } from '@ponte/domain/sales';
import { adminUser, traineeUser } from '../../../test/fixtures';
import { lastSocket } from '../../../test/fake-socket';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';

afterEach(() => notifications.clean());

const sale = (overrides: Partial<Sale> = {}): Sale => ({
  id: 7,
  created_at: '2025-03-10T15:30:00.000Z',
  confirmed_at: '2025-03-10T15:30:00.000Z',
  total_usd: 1234.5,
  total_brl: 7000,
  commission_amount: 61.73,
  awaiting_payment: false,
  payment_method: 'pix',
  status: 'confirmed',
  shopping_list_id: 3,
  list_name: 'Compras de março',
  order_number: '4321',
  user: { id: 11, name: 'Maria Souza', email: 'maria@example.com' },
  seller: { id: 2, name: 'carla.mendes' },
  ...overrides,
});

const page = (sales: Sale[], pages = 1): SalesPage => ({ sales, page: 1, limit: 20, total: sales.length, pages });

const stats: SalesStats = {
  totalSales: 3,
  totalRevenue: 2500.75,
  totalCommissions: 110.2,
  averageTicket: 833.58,
  totalPaidBrl: 14_100.5,
  previous: null,
  daily: [
    { day: '2025-03-10', revenue: 1234.5, commission: 61.73, sales: 1 },
    { day: '2025-03-11', revenue: 1266.25, commission: 48.47, sales: 2 },
  ],
};

const salesApi = (extra: Routes = {}): Routes => ({
  'GET /api/sales': ok(page([sale(), sale({ id: 8, status: 'pending', payment_method: 'credit_card', seller: null })])),
  'GET /api/sales/stats': ok(stats),
  'GET /api/users': ok([
    { id: 2, username: 'carla.mendes', email: 'carla@ponte.local', role: 'supervisor' },
    { id: 3, username: 'lucas.almeida', email: 'lucas@ponte.local', role: 'trainee' },
  ]),
  ...extra,
});

const card = (title: string) => screen.getByRole('group', { name: title });

async function open(path = '/vendas', extra: Routes = {}, user = adminUser) {
  const app = renderApp(path, { api: salesApi(extra), user });
  await screen.findByRole('table', { name: 'Vendas' });
  return app;
}

describe('sales screen', () => {
  it("a row opens the sale's detail (its order number, what was paid in R$)", async () => {
    const { user, server } = await open('/vendas', { 'GET /api/sales/7': ok(sale()) });
    const row = within(screen.getByRole('table', { name: 'Vendas' })).getAllByRole('row')[1]!;
    await user.click(within(row).getByText('carla.mendes'));
    const drawer = await screen.findByRole('dialog', { name: 'Venda #7' });
    expect(await within(drawer).findByText('R$ 7.000,00')).toBeInTheDocument();
    expect(within(drawer).getByText('4321')).toBeInTheDocument();
    expect(server.callsTo('GET /api/sales/7')).toHaveLength(1);
    // The keyboard's way in: the row's own button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Ver venda 8' }));
    expect(await screen.findByRole('dialog', { name: 'Venda #8' })).toBeInTheDocument();
  });

  it('a quick period sets both days and the cards compare with the period just before', async () => {
    const today = shopToday();
    const { user, server } = await open('/vendas', {
      'GET /api/sales/stats': ok({
        ...stats,
        previous: { ...stats, totalSales: 1, totalRevenue: 100, start_date: '2025-02-01', end_date: '2025-02-28' },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Hoje' }));
    expect(screen.getByRole('button', { name: 'Hoje' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(Object.fromEntries(server.callsTo('GET /api/sales/stats').at(-1)!.query)).toMatchObject({
        start_date: today,
        end_date: today,
      }),
    );
    expect(card('Receita Total')).toHaveTextContent('Período anterior (01/02/2025 a 28/02/2025): $100.00');
  });

  it("a cancelled sale's commission shows as none ('—') in the table (issue 28)", async () => {
    await open('/vendas', {
      'GET /api/sales': ok(page([sale({ status: 'cancelled', commission_amount: 0 })])),
    });
    const row = within(screen.getByRole('table', { name: 'Vendas' })).getAllByRole('row')[1]!;
    expect(Array.from(row.children).map((c) => c.textContent)[6]).toBe('—');
  });

  it('shows the four cards in USD and the table with every column of the spec', async () => {
    await open();
    expect(card('Total de Vendas')).toHaveTextContent('3');
    expect(card('Receita Total')).toHaveTextContent('$2,500.75');
    expect(card('Total de Comissões')).toHaveTextContent('$110.20');
    expect(card('Ticket Médio')).toHaveTextContent('$833.58');
    const rows = within(screen.getByRole('table', { name: 'Vendas' })).getAllByRole('row');
    const cells = rows.map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(cells[0]).toEqual([
      'Data',
      'Pedido',
      'Cliente',
      'Vendedor',
      'Valor (USD)',
      'Pago (R$)',
      'Comissão',
      'Pagamento',
      'Status',
      'Ações',
    ]);
    expect(cells[1]!.slice(0, 9)).toEqual([
      formatDateTimeBR('2025-03-10T15:30:00.000Z'),
      '4321',
      'Maria Souzamaria@example.com',
      'carla.mendes',
      '$1,234.50',
      'R$ 7.000,00',
      '$61.73',
      'PIX',
      'Confirmada',
    ]);
    expect(cells[2]!.slice(3, 9)).toEqual([
      'Sem vendedor',
      '$1,234.50',
      'R$ 7.000,00',
      '$61.73',
      'Cartão de Crédito',
      'Pendente',
    ]);
    expect(card('Total Pago (R$)')).toHaveTextContent('R$ 14.100,50');
    expect(screen.getByRole('region', { name: 'Receita e comissões por dia' })).toBeInTheDocument();
  });

  it("with no sales it says 'Nenhuma venda encontrada'", async () => {
    renderApp('/vendas', { api: salesApi({ 'GET /api/sales': ok(page([])) }) });
    expect(await screen.findByText('Nenhuma venda encontrada')).toBeInTheDocument();
  });

  it('the filters ask list and stats for the same status, period and seller; Limpar asks for everything again', async () => {
    const { user, server } = await open();
    fireEvent.change(screen.getByLabelText('Data Início'), { target: { value: '01/03/2025' } });
    fireEvent.change(screen.getByLabelText('Data Fim'), { target: { value: '31/03/2025' } });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelada' }));
    await user.click(screen.getByRole('combobox', { name: 'Vendedor' }));
    await user.click(await screen.findByRole('option', { name: 'lucas.almeida' }));
    const wanted = 'status=cancelled&seller_id=3&start_date=2025-03-01&end_date=2025-03-31';
    await waitFor(() => {
      expect(server.callsTo('GET /api/sales').at(-1)!.query.toString()).toBe(`${wanted}&page=1`);
      expect(server.callsTo('GET /api/sales/stats').at(-1)!.query.toString()).toBe(wanted);
    });
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(server.callsTo('GET /api/sales').at(-1)!.query.toString()).toBe('page=1'));
    expect(screen.getByLabelText('Data Início')).toHaveValue('');
  });

  it("issue 18: '05/11/2026' typed into Data Início asks for 2026-11-05, the calendar is in Portuguese, clearing asks for no date", async () => {
    const { user, server } = await open();
    const start = screen.getByRole('textbox', { name: 'Data Início' });
    expect(start).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await user.type(start, '05/11/2026');
    await waitFor(() => {
      expect(server.callsTo('GET /api/sales').at(-1)!.query.toString()).toBe('start_date=2026-11-05&page=1');
      expect(server.callsTo('GET /api/sales/stats').at(-1)!.query.toString()).toBe('start_date=2026-11-05');
    });
    // Half a date or an impossible one is never asked for.
    const asked = () => server.callsTo('GET /api/sales').map((c) => c.query.get('start_date'));
    expect(asked().every((day) => day === null || day === '2026-11-05')).toBe(true);

    const calendar = await screen.findByRole('dialog', { name: 'Calendário: Data Início' });
    expect(within(calendar).getByRole('button', { name: 'novembro 2026' })).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: 'Mês anterior' }));
    expect(within(calendar).getByRole('button', { name: 'outubro 2026' })).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: '20 de outubro de 2026' }));
    expect(start).toHaveValue('20/10/2026');
    await waitFor(() =>
      expect(server.callsTo('GET /api/sales').at(-1)!.query.toString()).toBe('start_date=2026-10-20&page=1'),
    );

    await user.click(screen.getByRole('button', { name: 'Limpar Data Início' }));
    expect(start).toHaveValue('');
    await waitFor(() => expect(server.callsTo('GET /api/sales').at(-1)!.query.toString()).toBe('page=1'));
    expect(server.callsTo('GET /api/sales/stats').at(-1)!.query.toString()).toBe('');
  });

  it("issue 18: a typed date that is no day says 'data inválida' and is not asked for", async () => {
    const { user, server } = await open();
    const end = screen.getByRole('textbox', { name: 'Data Fim' });
    await user.type(end, '31/02/2026');
    expect(end).toHaveAccessibleDescription('data inválida');
    await user.tab();
    expect(end).toHaveValue('');
    expect(server.callsTo('GET /api/sales').every((c) => !c.query.get('end_date'))).toBe(true);
  });

  it('an end before the start shows the error under Data Fim and is not asked for', async () => {
    const { server } = await open();
    const before = server.callsTo('GET /api/sales').length;
    fireEvent.change(screen.getByLabelText('Data Início'), { target: { value: '10/03/2025' } });
    fireEvent.change(screen.getByLabelText('Data Fim'), { target: { value: '01/03/2025' } });
    expect(screen.getByLabelText('Data Fim')).toHaveAccessibleDescription(
      'A data inicial deve ser anterior ou igual à data final',
    );
    expect(server.callsTo('GET /api/sales').every((c) => !c.query.get('end_date'))).toBe(true);
    expect(server.callsTo('GET /api/sales').length).toBeGreaterThanOrEqual(before);
  });

  it('a trainee sees neither the seller filter nor the status action, and the staff list is not asked for', async () => {
    const { server } = await open('/vendas', {}, traineeUser);
    expect(screen.queryByRole('combobox', { name: 'Vendedor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Alterar status/ })).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/users')).toHaveLength(0);
  });

  it('an admin changes a status only with a reason, and the server gets both', async () => {
    const { user, server } = await open('/vendas', {
      'PUT /api/sales/7/status': ok(sale({ status: 'cancelled' })),
    });
    await user.click(screen.getByRole('button', { name: 'Alterar status da venda 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar status da venda' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Novo status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelada' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe o motivo da alteração')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/sales/7/status')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Cliente desistiu');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Status da venda atualizado')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/sales/7/status')[0]!.body).toEqual({
      status: 'cancelled',
      reason: 'Cliente desistiu',
    });
    // Cards and table are read again.
    await waitFor(() => expect(server.callsTo('GET /api/sales/stats').length).toBeGreaterThan(1));
  });

  it('a sale waiting for its PIX is Pendente, says so, and its status is not changed from here', async () => {
    const waiting = sale({ id: 9, status: 'pending', awaiting_payment: true, confirmed_at: null });
    const { user, server } = await open('/vendas', {
      'GET /api/sales': ok(page([waiting])),
      'GET /api/sales/9': ok(waiting),
    });
    const button = screen.getByRole('button', { name: 'Alterar status da venda 9' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(screen.queryByRole('dialog', { name: 'Alterar status da venda' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver venda 9' }));
    const drawer = await screen.findByRole('dialog', { name: 'Venda #9' });
    expect(await within(drawer).findByText('Aguardando o pagamento do cliente')).toBeInTheDocument();
    expect(within(drawer).getByText('Pendente')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/sales/9/status')).toHaveLength(0);
  });

  it("a refused status change keeps the modal open with the server's reason", async () => {
    const { user } = await open('/vendas', {
      'PUT /api/sales/7/status': fail(409, 'A venda já está com este status'),
    });
    await user.click(screen.getByRole('button', { name: 'Alterar status da venda 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar status da venda' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'conferência');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Erro ao atualizar o status da venda: A venda já está com este status'),
    ).toBeInTheDocument();
  });

  it('?pedido= opens the sale of that order number', async () => {
    const { server } = await open('/vendas?pedido=4321', { 'GET /api/sales/order/4321': ok(sale()) });
    const drawer = await screen.findByRole('dialog', { name: 'Pedido 4321' });
    expect(await within(drawer).findByText('Compras de março')).toBeInTheDocument();
    expect(within(drawer).getByText('$1,234.50')).toBeInTheDocument();
    expect(server.callsTo('GET /api/sales/order/4321')).toHaveLength(1);
  });

  it('?pedido= of an unknown order says so', async () => {
    await open('/vendas?pedido=999', { 'GET /api/sales/order/999': fail(404, 'Venda não encontrada') });
    const drawer = await screen.findByRole('dialog', { name: 'Pedido 999' });
    expect(await within(drawer).findByText('Venda não encontrada')).toBeInTheDocument();
  });

  it('Exportar CSV downloads the filtered sales under the name the server gives', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { user, server } = await open('/vendas', { 'GET /api/sales.csv': ok('csv') });
    fireEvent.change(screen.getByLabelText('Data Início'), { target: { value: '01/03/2025' } });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.callsTo('GET /api/sales.csv')[0]!.query.toString()).toBe('start_date=2025-03-01');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('vendas.csv');
    click.mockRestore();
  });

  it('a confirmed sale arriving on the socket reloads the list', async () => {
    const { server } = await open();
    const before = server.callsTo('GET /api/sales').length;
    lastSocket().emit('sale:created', {
      sale: { id: 9, shopping_list_id: 4, customer_id: 11, seller_id: 2, total_brl: 100, payment_method: 'pix' },
      customer_name: 'Maria Souza',
      list_name: 'Compras',
    });
    await waitFor(() => expect(server.callsTo('GET /api/sales').length).toBeGreaterThan(before));
  });

  it("at 390 px each sale is a card (label: value) and an admin's 'Alterar status' stays on it", async () => {
    setViewportWidth(PHONE_WIDTH);
    renderApp('/vendas', { api: salesApi() });
    const cards = within(await screen.findByRole('list', { name: 'Vendas' })).getAllByRole('listitem');
    expect(screen.queryByRole('table', { name: 'Vendas' })).not.toBeInTheDocument();
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByText('Maria Souza')).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Data', 'Pedido', 'Vendedor', 'Valor (USD)', 'Pago (R$)', 'Comissão', 'Pagamento', 'Status']);
    for (const card of cards) {
      expect(within(card).getByRole('button', { name: /^Alterar status da venda/ })).toBeEnabled();
      expect(within(card).getByRole('button', { name: /^Ver venda/ })).toBeEnabled();
    }
  });
});
