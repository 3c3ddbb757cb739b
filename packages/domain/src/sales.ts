import { z } from 'zod';
import { PaginationSchema, pagingQuery } from './paging';
import { isCalendarDay } from './dates';

/** Spec 2 §4: a sale is confirmed, pending or cancelled. */
export const SALE_STATUSES = ['confirmed', 'pending', 'cancelled'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const saleStatusLabels = {
  confirmed: 'Confirmada',
  pending: 'Pendente',
  cancelled: 'Cancelada',
} as const satisfies Record<SaleStatus, string>;

export const SALE_PAGE_SIZE = 20;
export const SALE_PAGE_MAX = 100;
/** Why an admin changed a sale's status: required, and kept in the activity log. */
export const SALE_REASON_MAX = 500;

export const SALES_ERROR_CODES = ['sale_status_unchanged', 'sale_status_changed', 'sale_awaiting_payment'] as const;
export type SalesErrorCode = (typeof SALES_ERROR_CODES)[number];

export const salesErrorText = {
  sale_status_unchanged: 'A venda já está com este status',
  sale_status_changed: 'O status da venda mudou enquanto você editava. Recarregue e tente novamente.',
  sale_awaiting_payment:
    'Esta venda aguarda o pagamento do cliente: confirme-o na lista de compras (Confirmar pagamento).',
} as const satisfies Record<SalesErrorCode, string>;

export const salesText = {
  title: 'Vendas',
  subtitle: 'Acompanhe as vendas, o faturamento e as comissões',
  empty: 'Nenhuma venda encontrada',
  notFound: 'Venda não encontrada',
  statusInvalid: 'Status inválido',
  sellerInvalid: 'Vendedor inválido',
  invalidDay: 'Data inválida: use o formato AAAA-MM-DD',
  periodReversed: 'A data inicial deve ser anterior ou igual à data final',
  otherSeller: 'Você só pode ver as suas próprias vendas',
  reasonRequired: 'Informe o motivo da alteração',
  reasonTooLong: `O motivo deve ter no máximo ${SALE_REASON_MAX} caracteres`,
  statusChanged: 'Status da venda atualizado',
  statusChangeFailed: 'Erro ao atualizar o status da venda',
  exportFailed: 'Erro ao exportar as vendas',
  noSeller: 'Sem vendedor',
  awaitingPayment: 'Aguardando o pagamento do cliente',
} as const;

const statusParam = z.enum(SALE_STATUSES, { error: salesText.statusInvalid });

/** A shop day 'YYYY-MM-DD' (America/Sao_Paulo); blank means no bound. */
const dayParam = z
  .string()
  .trim()
  .refine((v) => v === '' || isCalendarDay(v), salesText.invalidDay)
  .transform((v) => v || undefined)
  .optional();

/**
 * The filters of the sales screen, shared by the page, the stats and the CSV. Days are the
 * shop's (São Paulo) days, both ends included. seller_id is the admin's choice; everyone else
 * sees their own sales only.
 */
const filterShape = {
  status: statusParam.optional(),
  seller_id: z.coerce
    .number({ error: salesText.sellerInvalid })
    .int(salesText.sellerInvalid)
    .positive(salesText.sellerInvalid)
    .max(2_147_483_647, salesText.sellerInvalid)
    .optional(),
  start_date: dayParam,
  end_date: dayParam,
};

const periodInOrder = (q: { start_date?: string; end_date?: string }) =>
  !q.start_date || !q.end_date || q.start_date <= q.end_date;
const periodIssue = { message: salesText.periodReversed, path: ['end_date'] };

export const SalesFilterSchema = z.object(filterShape).refine(periodInOrder, periodIssue);
export type SalesFilter = z.infer<typeof SalesFilterSchema>;

export const SalesListQuerySchema = z
  .object({
    ...filterShape,
    ...pagingQuery(SALE_PAGE_SIZE, SALE_PAGE_MAX),
  })
  .refine(periodInOrder, periodIssue);
export type SalesListQuery = z.infer<typeof SalesListQuerySchema>;

export const SaleStatusBodySchema = z.object({
  status: statusParam,
  reason: z
    .string({ error: salesText.reasonRequired })
    .trim()
    .min(1, salesText.reasonRequired)
    .max(SALE_REASON_MAX, salesText.reasonTooLong),
});
export type SaleStatusBody = z.infer<typeof SaleStatusBodySchema>;

/** A sale as the screen shows it: spec 2 §3 fields, plus what 'Ver Pedido' needs to find it. */
export const SaleSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  total_usd: z.number(),
  total_brl: z.number(),
  commission_amount: z.number(),
  payment_method: z.string(),
  status: z.enum(SALE_STATUSES),
  shopping_list_id: z.number().int().nullable(),
  list_name: z.string().nullable(),
  /** The order number the list shows ('Ver Pedido'); null when the payment had none. */
  order_number: z.string().nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  seller: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** A 'Pendente' sale whose PIX, boleto or card review still waits: confirmed from the list, not here. */
  awaiting_payment: z.boolean(),
});
export type Sale = z.infer<typeof SaleSchema>;

export const SalesPageSchema = z.object({
  sales: z.array(SaleSchema),
  ...PaginationSchema.shape,
});
export type SalesPage = z.infer<typeof SalesPageSchema>;

export const SalesDaySchema = z.object({
  /** São Paulo day, 'YYYY-MM-DD'. */
  day: z.string(),
  revenue: z.number(),
  commission: z.number(),
  sales: z.number().int(),
});
export type SalesDay = z.infer<typeof SalesDaySchema>;

/**
 * Spec 2 §3 sales stats. Every figure counts confirmed sales only: a pending sale is not money
 * yet and a cancelled one left the totals. averageTicket = totalRevenue / totalSales.
 */
/** The card figures of a period (see docs/0045): what the filtered rows add up to. */
export const SalesFiguresSchema = z.object({
  totalSales: z.number().int(),
  totalRevenue: z.number(),
  totalCommissions: z.number(),
  averageTicket: z.number(),
  /** What the customers paid in R$ (installment interest included); cancelled sales count none. */
  totalPaidBrl: z.number(),
});
export type SalesFigures = z.infer<typeof SalesFiguresSchema>;

export const SalesStatsSchema = SalesFiguresSchema.extend({
  daily: z.array(SalesDaySchema),
  /** The same figures for the period of the same length just before; null without both dates. */
  previous: SalesFiguresSchema.extend({ start_date: z.string(), end_date: z.string() }).nullable(),
});
export type SalesStats = z.infer<typeof SalesStatsSchema>;

/** Average ticket in cents, rounded once; zero without sales. */
export const averageTicketCents = (revenueCents: number, count: number) =>
  count > 0 ? Math.round(revenueCents / count) : 0;
