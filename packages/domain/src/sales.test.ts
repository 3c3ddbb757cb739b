import { describe, expect, it } from 'vitest';
import {
  averageTicketCents,
  SALE_STATUSES,
  saleStatusLabels,
  SalesFilterSchema,
  SaleStatusBodySchema,
  salesText,
} from './sales';

describe('sale status (spec 2 §4)', () => {
  it('confirmed, pending and cancelled read Confirmada, Pendente and Cancelada', () => {
    expect(SALE_STATUSES.map((s) => saleStatusLabels[s])).toEqual(['Confirmada', 'Pendente', 'Cancelada']);
  });

  it('a status change needs a known status and a reason, trimmed', () => {
    expect(SaleStatusBodySchema.parse({ status: 'cancelled', reason: ' estorno ' })).toEqual({
      status: 'cancelled',
      reason: 'estorno',
    });
    expect(SaleStatusBodySchema.safeParse({ status: 'cancelled', reason: ' ' }).error?.issues[0].message).toBe(
      salesText.reasonRequired,
    );
    expect(SaleStatusBodySchema.safeParse({ status: 'paid', reason: 'x' }).error?.issues[0].message).toBe(
      salesText.statusInvalid,
    );
  });
});

describe('filters', () => {
  it('blank days mean no bound; a reversed period is refused on end_date', () => {
    expect(SalesFilterSchema.parse({ start_date: '', end_date: ' ' })).toEqual({});
    const reversed = SalesFilterSchema.safeParse({ start_date: '2025-03-02', end_date: '2025-03-01' });
    expect(reversed.error?.issues[0]).toMatchObject({ path: ['end_date'], message: salesText.periodReversed });
    expect(SalesFilterSchema.safeParse({ start_date: '2025-02-29' }).error?.issues[0].message).toBe(
      salesText.invalidDay,
    );
  });
});

describe('average ticket', () => {
  it.each([
    [15050, 2, 7525],
    [100, 3, 33],
    [200, 3, 67],
    [0, 0, 0],
  ])('%s cents over %s sales is %s cents', (revenue, count, avg) => {
    expect(averageTicketCents(revenue, count)).toBe(avg);
  });
});
