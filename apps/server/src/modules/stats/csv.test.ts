import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillChatResponses } from '../../db/migrations/0019-chat-statistics';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { postCustomer } from '../../../test/customer-api';
import { saleRow } from '../../../test/sale-rows';
import { activityRow } from '../../../test/seed-rows';

/*
 * Each statistics screen's CSV (issue 29) on a known data set in 2026-04-06..2026-04-08 (São Paulo):
 * ana answers a question in 90 s; a confirmed sale of R$ 1.234,50 with US$ 2,25 of commission
 * (R$ 12,37 at the sale's rate);
 * ana works 7.5 h; she signs in and updates the sale.
 */
let t: TestContext;
let ana: { id: number; username: string; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  ana = await t.staff('operador', 'ana.csv');
  const customer = (await postCustomer(t, { phone: '5511977776666', name: 'Cliente CSV' })).id;
  const message = (at: string, sender: number | null) => ({
    customer_id: customer,
    content: 'oi',
    direction: sender === null ? ('incoming' as const) : ('outgoing' as const),
    sender_id: sender,
    external_id: null,
    created_at: at,
  });
  await t.db
    .insertInto('messages')
    .values([message('2026-04-07T12:00:00.000Z', null), message('2026-04-07T12:01:30.000Z', ana.id)])
    .execute();
  await backfillChatResponses(t.db);
  await t.db
    .insertInto('sales')
    .values(
      saleRow({
        customerId: customer,
        at: '2026-04-08T15:00:00.000Z',
        seller_id: ana.id,
        total_usd_cents: 22_445,
        total_brl_cents: 123_450,
        commission_cents: 225,
      }),
    )
    .execute();
  await t.db
    .insertInto('attendance')
    .values({
      user_id: ana.id,
      clock_in: '2026-04-07T11:00:00.000Z',
      clock_out: '2026-04-07T18:30:00.000Z',
      total_hours: 7.5,
      status: 'finished',
    })
    .execute();
  const log = (action: string, entity: string, id: string, at: string) => activityRow(ana.id, action, entity, id, at);
  await t.db
    .insertInto('activity_log')
    .values([
      log('login', 'user', String(ana.id), '2026-04-07T10:59:00.000Z'),
      log('update', 'sale', '1', '2026-04-08T15:05:00.000Z'),
    ])
    .execute();
});
afterAll(() => t.close());

const csv = async (path: string, token = t.adminToken) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/stats/${path}`, headers: bearer(token) });
  return { res, lines: res.body.replace(/^\uFEFF/, '').split('\r\n') };
};
const period = 'start_date=2026-04-06&end_date=2026-04-08';

describe('statistics CSV exports', () => {
  it('the overview: its cards as Indicador;Valor, named after the period, with a BOM for Excel', async () => {
    const { res, lines } = await csv(`overview.csv?${period}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="estatisticas-geral-2026-04-06-a-2026-04-08.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(lines).toEqual([
      'Indicador;Valor',
      'Período;06/04/2026 a 08/04/2026',
      // The customer was registered today, after the period; the bot has the chat.
      'Total de Clientes;0',
      'Novos no Período;0',
      'Chats Ativos;0',
      'Total de Chats;1',
      'Total em Vendas (R$);1234,50',
      'Vendas;1',
      'Taxa de Conversão (%);100,00',
      '',
    ]);
  });

  it('the chats: cards with the reply times, statuses, the distribution and the attendants', async () => {
    const { lines } = await csv(`chats.csv?${period}`);
    expect(lines).toEqual([
      'Indicador;Valor',
      'Período;06/04/2026 a 08/04/2026',
      'Total de Chats;1',
      'Chats Ativos;0',
      'Perguntas Respondidas;1',
      'Tempo Médio de Resposta (min);1,50',
      'Mediana de Resposta (min);1,50',
      'Resposta, 90º Percentil (min);1,50',
      'Chats Resolvidos;0',
      'Tempo Médio de Resolução (min);',
      'Mediana de Resolução (min);',
      'Resolução, 90º Percentil (min);',
      '',
      'Status;Chats',
      'Ativos;0',
      'Pendentes;0',
      'Encerrados;1',
      'Transferidos;0',
      '',
      'Tempo de Primeira Resposta;Perguntas',
      'Até 5 min;1',
      '5 a 15 min;0',
      '15 a 30 min;0',
      '30 min a 1 h;0',
      '1 a 4 h;0',
      'Mais de 4 h;0',
      '',
      'Atendente;Chats;Respostas;Tempo Médio (min);Mediana (min);90º Percentil (min)',
      'ana.csv;1;1;1,50;1,50;1,50',
      '',
    ]);
  });

  it('the sales: cards, the series as grouped (weeks named by their first day) and the sellers', async () => {
    const { res, lines } = await csv(`sales.csv?${period}&group=week`);
    expect(res.headers['content-disposition']).toContain('estatisticas-vendas-2026-04-06-a-2026-04-08.csv');
    expect(lines).toEqual([
      'Indicador;Valor',
      'Período;06/04/2026 a 08/04/2026',
      'Agrupado por;Semana',
      'Total em Vendas (R$);1234,50',
      'Quantidade de Vendas;1',
      'Ticket Médio (R$);1234,50',
      'Total de Comissões (R$);12,37',
      '',
      'Semana (início);Vendas;Valor (R$)',
      '06/04/2026;1;1234,50',
      '',
      'Vendedor;Vendas;Valor (R$);Comissão (R$)',
      'ana.csv;1;1234,50;12,37',
      '',
    ]);
    const months = await csv(`sales.csv?start_date=2026-03-15&end_date=2026-04-30&group=month`);
    expect(months.lines.slice(8, 11)).toEqual(['Mês;Vendas;Valor (R$)', '03/2026;0;0,00', '04/2026;1;1234,50']);
  });

  it('productivity: cards, hours and the recent activities on the shop’s clock, sign-ins only when asked', async () => {
    const { lines } = await csv(`productivity.csv?${period}`);
    expect(lines).toEqual([
      'Indicador;Valor',
      'Período;06/04/2026 a 08/04/2026',
      'Total de Horas;7,50',
      'Colaboradores Ativos;1',
      'Média por Colaborador (h);7,50',
      'Atividades;1',
      '',
      'Colaborador;Dias;Horas',
      'ana.csv;1;7,50',
      '',
      'Data;Usuário;Ação;Item',
      '08/04/2026 12:05;ana.csv;atualizou;venda #1',
      '',
    ]);
    const all = await csv(`productivity.csv?${period}&sign_ins=true`);
    expect(all.lines).toContain(`07/04/2026 07:59;ana.csv;entrou no sistema;usuário #${ana.id}`);
  });

  it.each([
    [
      'overview.csv?start_date=2026-04-08&end_date=2026-04-06',
      'end_date',
      'A data inicial deve ser anterior ou igual à data final',
    ],
    ['chats.csv?start_date=08/04/2026', 'start_date', 'Data inválida: use o formato AAAA-MM-DD'],
    ['sales.csv?group=ano', 'group', 'Agrupamento inválido: use day (dia), week (semana) ou month (mês)'],
    ['productivity.csv?start_date=1900-01-01', 'start_date', 'Período longo demais: escolha no máximo 50 anos'],
  ])('%s is refused with 400, a Portuguese message and the field', async (path, field, message) => {
    const { res } = await csv(path);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, details: { [field]: message } });
  });

  it.each(['overview.csv', 'chats.csv', 'sales.csv', 'productivity.csv'])('%s is for admins only', async (path) => {
    expect((await csv(path, ana.token)).res.statusCode).toBe(403);
  });
});
