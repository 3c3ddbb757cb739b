import {
  CHAT_STATUSES,
  activityActionLabels,
  activityEntityLabels,
  chatStatusLabels,
  type ChatStatistics,
  type OverviewStatistics,
  type ProductivityStatistics,
  type SalesStatistics,
  type StatsPeriod,
} from '@ponte/domain/stats';
import { statsGroupLabels, type StatsGroup } from '@ponte/domain/stats-grouping';
import { brazilianCsvSections, brazilianDay, csvSection, shopDateTime, type CsvColumn } from '../../lib/csv';

/**
 * Each statistics screen as a pt-BR spreadsheet (issue 29): its cards as 'Indicador;Valor', then
 * its chart's and ranking's tables, as the screen shows them. Counts are written as integers,
 * money and times with a decimal comma, days dd/mm/aaaa.
 */
type Figure = [label: string, value: string | number | null];
const figureColumns: CsvColumn<Figure>[] = [
  { header: 'Indicador', value: (f) => f[0] },
  { header: 'Valor', value: (f) => f[1] },
];
const count = (n: number) => String(n);
const periodText = (p: StatsPeriod) => `${brazilianDay(p.start_date)} a ${brazilianDay(p.end_date)}`;
const figures = (period: StatsPeriod, rows: Figure[]) =>
  csvSection(figureColumns, [['Período', periodText(period)], ...rows]);

/** The file's name: the screen and the period it holds. */
const fileName = (screen: string, p: StatsPeriod) => `estatisticas-${screen}-${p.start_date}-a-${p.end_date}.csv`;

export function overviewCsv(s: OverviewStatistics) {
  return {
    filename: fileName('geral', s.period),
    body: brazilianCsvSections([
      figures(s.period, [
        ['Total de Clientes', count(s.totalUsers)],
        ['Novos no Período', count(s.newUsers)],
        ['Chats Ativos', count(s.activeChats)],
        ['Total de Chats', count(s.totalChats)],
        ['Total em Vendas (R$)', s.totalSales],
        ['Vendas', count(s.salesCount)],
        ['Taxa de Conversão (%)', s.conversionRate],
      ]),
    ]),
  };
}

type Seller = ChatStatistics['sellerCounts'][number];
const attendantColumns: CsvColumn<Seller>[] = [
  { header: 'Atendente', value: (r) => r.seller_name },
  { header: 'Chats', value: (r) => count(r.chats) },
  { header: 'Respostas', value: (r) => count(r.answered) },
  { header: 'Tempo Médio (min)', value: (r) => r.avgResponseTime },
  { header: 'Mediana (min)', value: (r) => r.medianResponseTime },
  { header: '90º Percentil (min)', value: (r) => r.p90ResponseTime },
];

export function chatsCsv(s: ChatStatistics) {
  return {
    filename: fileName('chats', s.period),
    body: brazilianCsvSections([
      figures(s.period, [
        ['Total de Chats', count(s.totalChats)],
        ['Chats Ativos', count(s.activeChats)],
        ['Perguntas Respondidas', count(s.answeredCount)],
        ['Tempo Médio de Resposta (min)', s.avgResponseTime],
        ['Mediana de Resposta (min)', s.medianResponseTime],
        ['Resposta, 90º Percentil (min)', s.p90ResponseTime],
        ['Chats Resolvidos', count(s.resolvedCount)],
        ['Tempo Médio de Resolução (min)', s.avgResolutionTime],
        ['Mediana de Resolução (min)', s.medianResolutionTime],
        ['Resolução, 90º Percentil (min)', s.p90ResolutionTime],
      ]),
      csvSection<Figure>(
        [
          { header: 'Status', value: (f) => f[0] },
          { header: 'Chats', value: (f) => f[1] },
        ],
        CHAT_STATUSES.map((k) => [chatStatusLabels[k], count(s.statusCounts[k])]),
      ),
      csvSection<Figure>(
        [
          { header: 'Tempo de Primeira Resposta', value: (f) => f[0] },
          { header: 'Perguntas', value: (f) => f[1] },
        ],
        s.responseDistribution.map((b) => [b.label, count(b.count)]),
      ),
      csvSection(attendantColumns, s.sellerCounts),
    ]),
  };
}

/** A series point as its column reads it: the day, the week's first day, or 'mm/aaaa'. */
const pointText = (day: string, group: StatsGroup) =>
  group === 'month' ? `${day.slice(5, 7)}/${day.slice(0, 4)}` : brazilianDay(day);
const pointHeader = { day: 'Dia', week: 'Semana (início)', month: 'Mês' } as const satisfies Record<StatsGroup, string>;

export function salesCsv(s: SalesStatistics) {
  type Point = SalesStatistics['salesByDay'][number];
  type Seller = SalesStatistics['sellerSales'][number];
  return {
    filename: fileName('vendas', s.period),
    body: brazilianCsvSections([
      figures(s.period, [
        ['Agrupado por', statsGroupLabels[s.group]],
        ['Total em Vendas (R$)', s.totalValue],
        ['Quantidade de Vendas', count(s.totalCount)],
        ['Ticket Médio (R$)', s.avgTicket],
        ['Total de Comissões (R$)', s.totalCommission],
      ]),
      csvSection<Point>(
        [
          { header: pointHeader[s.group], value: (p) => pointText(p.day, s.group) },
          { header: 'Vendas', value: (p) => count(p.count) },
          { header: 'Valor (R$)', value: (p) => p.value },
        ],
        s.salesByDay,
      ),
      csvSection<Seller>(
        [
          { header: 'Vendedor', value: (r) => r.seller_name },
          { header: 'Vendas', value: (r) => count(r.count) },
          { header: 'Valor (R$)', value: (r) => r.value },
          { header: 'Comissão (R$)', value: (r) => r.commission },
        ],
        s.sellerSales,
      ),
    ]),
  };
}

export function productivityCsv(s: ProductivityStatistics) {
  type Hours = ProductivityStatistics['hoursRanking'][number];
  type Activity = ProductivityStatistics['recentActivities'][number];
  return {
    filename: fileName('produtividade', s.period),
    body: brazilianCsvSections([
      figures(s.period, [
        ['Total de Horas', s.totalHours],
        ['Colaboradores Ativos', count(s.activeCollaborators)],
        ['Média por Colaborador (h)', s.avgHoursPerCollaborator],
        ['Atividades', count(s.totalActivities)],
      ]),
      csvSection<Hours>(
        [
          { header: 'Colaborador', value: (r) => r.name },
          { header: 'Dias', value: (r) => count(r.days_worked) },
          { header: 'Horas', value: (r) => r.hours },
        ],
        s.hoursRanking,
      ),
      csvSection<Activity>(
        [
          { header: 'Data', value: (a) => shopDateTime(a.created_at) },
          { header: 'Usuário', value: (a) => a.user_name ?? 'Sistema' },
          { header: 'Ação', value: (a) => activityActionLabels[a.action] },
          {
            header: 'Item',
            value: (a) => `${activityEntityLabels[a.entity_type]}${a.entity_id ? ` #${a.entity_id}` : ''}`,
          },
        ],
        s.recentActivities,
      ),
    ]),
  };
}
