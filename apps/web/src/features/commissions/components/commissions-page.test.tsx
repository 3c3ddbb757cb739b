import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommissionReport } from '@ponte/domain/commissions';
import { commissionRule } from '../../../test/commission-rule';
import { traineeUser } from '../../../test/fixtures';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';

afterEach(() => notifications.clean());

const report: CommissionReport = {
  total_revenue: 1684.57,
  total_commissions: 73.73,
  active_sellers: 2,
  commission_percentage: 4.38,
  sellers: [
    {
      seller_id: 2,
      seller_name: 'ana',
      seller_email: 'ana@ponte.local',
      sales_count: 2,
      total_revenue: 1234.57,
      total_commission: 61.73,
      commission_percentage: 5,
    },
    {
      seller_id: 3,
      seller_name: 'bia',
      seller_email: 'bia@ponte.local',
      sales_count: 2,
      total_revenue: 400,
      total_commission: 12,
      commission_percentage: 3,
    },
    {
      seller_id: null,
      seller_name: 'Sem vendedor',
      seller_email: null,
      sales_count: 1,
      total_revenue: 50,
      total_commission: 0,
      commission_percentage: 0,
    },
  ],
};

const rules = [
  commissionRule({ id: 1, name: 'Desligada', min_value: 0, percentage: 50, active: false }),
  commissionRule({ id: 2, name: 'Bronze', min_value: 10, max_value: 500, percentage: 3 }),
  commissionRule({ id: 3, name: 'Prata', min_value: 500.01, max_value: null, percentage: 5 }),
];

const reportApi = (extra: Routes = {}): Routes => ({
  'GET /api/commissions/report': ok(report),
  'GET /api/commissions/rules': ok(rules),
  ...extra,
});

const card = (title: string) => screen.getByRole('group', { name: title });

async function open(extra: Routes = {}, user = undefined as Parameters<typeof renderApp>[1]) {
  const app = renderApp('/comissoes', { api: reportApi(extra), ...user });
  await screen.findByRole('table', { name: 'Comissões por vendedor' });
  return app;
}

describe('commissions report screen', () => {
  it('cards show total revenue, total commissions and active sellers in pt-BR USD', async () => {
    await open();
    expect(card('Receita Total')).toHaveTextContent('$1,684.57');
    expect(card('Total de Comissões')).toHaveTextContent('$73.73');
    expect(card('Vendedores Ativos')).toHaveTextContent('2');
  });

  it('the per-seller table has seller, e-mail, sales, revenue, commission and percentage, and a totals row', async () => {
    await open();
    const table = screen.getByRole('table', { name: 'Comissões por vendedor' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ['Vendedor', 'E-mail', 'Vendas', 'Receita Total', 'Comissão Total', '% Comissão'],
      ['ana', 'ana@ponte.local', '2', '$1,234.57', '$61.73', '5,00%'],
      ['bia', 'bia@ponte.local', '2', '$400.00', '$12.00', '3,00%'],
      ['Sem vendedor', '—', '1', '$50.00', '$0.00', '0,00%'],
      ['Total', '', '5', '$1,684.57', '$73.73', '4,38%'],
    ]);
  });

  it('on a 390 px phone each seller is a card, the totals the last one: no sideways scroll (issue 28)', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderApp('/comissoes', { api: reportApi() });
    const list = await screen.findByRole('list', { name: 'Comissões por vendedor' });
    expect(screen.queryByRole('table', { name: 'Comissões por vendedor' })).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(
      cards.map((c) =>
        within(c)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ),
    ).toEqual([
      ['ana@ponte.local', '2', '$1,234.57', '$61.73', '5,00%'],
      ['bia@ponte.local', '2', '$400.00', '$12.00', '3,00%'],
      ['—', '1', '$50.00', '$0.00', '0,00%'],
      ['', '5', '$1,684.57', '$73.73', '4,38%'],
    ]);
    expect(cards.at(-1)).toHaveTextContent(/^Total/);
  });

  it('the period filter asks for the report of those days; Limpar Filtros asks for all of them again', async () => {
    const { user, server } = await open();
    fireEvent.change(screen.getByLabelText('Data Início'), { target: { value: '01/03/2025' } });
    fireEvent.change(screen.getByLabelText('Data Fim'), { target: { value: '31/03/2025' } });
    await waitFor(() =>
      expect(
        server
          .callsTo('GET /api/commissions/report')
          .some((c) => c.query.toString() === 'start_date=2025-03-01&end_date=2025-03-31'),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    expect(screen.getByLabelText('Data Início')).toHaveValue('');
    expect(server.callsTo('GET /api/commissions/report').at(-1)!.query.toString()).toBe('');
  });

  it('an end before the start shows the error under Data Fim and is not asked for', async () => {
    const { server } = await open();
    fireEvent.change(screen.getByLabelText('Data Início'), { target: { value: '10/03/2025' } });
    fireEvent.change(screen.getByLabelText('Data Fim'), { target: { value: '01/03/2025' } });
    expect(screen.getByLabelText('Data Fim')).toHaveAccessibleDescription(
      'A data inicial deve ser anterior ou igual à data final',
    );
    expect(server.callsTo('GET /api/commissions/report').some((c) => c.query.get('end_date') === '2025-03-01')).toBe(
      false,
    );
  });

  it("no confirmed sale in the period shows 'Nenhuma venda confirmada no período' and zero cards", async () => {
    renderApp('/comissoes', {
      api: reportApi({
        'GET /api/commissions/report': ok({
          ...report,
          total_revenue: 0,
          total_commissions: 0,
          active_sellers: 0,
          commission_percentage: 0,
          sellers: [],
        }),
      }),
    });
    expect(await screen.findByText('Nenhuma venda confirmada no período')).toBeInTheDocument();
    expect(card('Receita Total')).toHaveTextContent('$0.00');
  });

  it("a failed load is only logged: the cards show '—', not zeros", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/comissoes', {
      api: reportApi({ 'GET /api/commissions/report': fail(500, 'Erro interno do servidor') }),
    });
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(card('Receita Total')).toHaveTextContent('—');
    expect(screen.queryByText('Nenhuma venda confirmada no período')).not.toBeInTheDocument();
  });

  it('every staff member opens it (a trainee sees their own commissions)', async () => {
    renderApp('/comissoes', { user: traineeUser, api: reportApi() });
    expect(await screen.findByText('Suas comissões por período')).toBeInTheDocument();
  });
});

describe('commission calculator', () => {
  const calculate = async (value: string) => {
    const app = await open();
    const form = screen.getByRole('form', { name: 'Calculadora de Comissão' });
    const button = within(form).getByRole('button', { name: 'Calcular' });
    await waitFor(() => expect(button).toBeEnabled());
    if (value) await app.user.type(within(form).getByLabelText('Valor da venda (US$)'), value);
    await app.user.click(button);
    return form;
  };

  it('applies the first active rule whose range holds the value: commission = value × percentage / 100', async () => {
    const form = await calculate('1234.57');
    const result = within(form).getByRole('status', { name: 'Resultado do cálculo' });
    expect(result).toHaveTextContent('Regra aplicada: Prata');
    expect(result).toHaveTextContent('Porcentagem: 5,00%');
    expect(result).toHaveTextContent('Comissão sobre $1,234.57: $61.73');
  });

  it('the maximum is inclusive and an inactive rule never applies', async () => {
    const result = within(await calculate('500')).getByRole('status');
    expect(result).toHaveTextContent('Regra aplicada: Bronze');
    expect(result).toHaveTextContent('$15.00');
  });

  it("with no matching rule the percentage and the amount are zero, named 'Nenhuma regra aplicável'", async () => {
    const result = within(await calculate('5')).getByRole('status');
    expect(result).toHaveTextContent('Regra aplicada: Nenhuma regra aplicável');
    expect(result).toHaveTextContent('Porcentagem: 0,00%');
    expect(result).toHaveTextContent('$0.00');
  });

  it.each([
    ['1.234,57', '$1,234.57: $61.73'],
    ['1234,57', '$1,234.57: $61.73'],
    ['150,50', '$150.50: $4.52'],
  ])("reads '%s' the way a Brazilian means it (issue 28)", async (typed, shown) => {
    const result = within(await calculate(typed)).getByRole('status');
    expect(result).toHaveTextContent(`Comissão sobre ${shown}`);
  });

  it("a fraction of a cent ('0,005') is refused on the field, not rounded", async () => {
    const form = await calculate('0,005');
    expect(within(form).getByLabelText('Valor da venda (US$)')).toHaveAccessibleDescription(
      'Use no máximo 2 casas decimais',
    );
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['', '0', '-10'])("a value of '%s' shows 'Digite um valor válido' on the field", async (value) => {
    const form = await calculate(value);
    expect(within(form).getByLabelText('Valor da venda (US$)')).toHaveAccessibleDescription('Digite um valor válido');
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('CSV export', () => {
  it('downloads the report of the chosen period with the staff token, under the name the server gives', async () => {
    const createObjectURL = vi.fn(() => 'blob:comissoes');
    // happy-dom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, server } = await open({ 'GET /api/commissions/report.csv': ok('csv') });
    fireEvent.change(screen.getByLabelText('Data Início'), { target: { value: '01/03/2025' } });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = server.callsTo('GET /api/commissions/report.csv')[0]!;
    expect(call.query.get('start_date')).toBe('2025-03-01');
    expect(call.headers.Authorization).toBe('Bearer test-token');
    expect(createObjectURL).toHaveBeenCalled();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('comissoes.csv');
  });

  it("a failure shows 'Erro ao exportar CSV' with the reason", async () => {
    const { user } = await open({ 'GET /api/commissions/report.csv': fail(400, 'Data inválida (use AAAA-MM-DD)') });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Erro ao exportar CSV: Data inválida (use AAAA-MM-DD)')).toBeInTheDocument();
  });
});
