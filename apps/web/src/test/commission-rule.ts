import type { CommissionRule } from '@ponte/domain/commissions';

/** A commission rule as the API returns it: 'Bronze', 3% from US$ 0 with no ceiling, unless overridden. */
export const commissionRule = (overrides: Partial<CommissionRule> = {}): CommissionRule => ({
  id: 1,
  name: 'Bronze',
  min_value: 0,
  max_value: null,
  percentage: 3,
  active: true,
  position: overrides.id ?? 1,
  starts_on: null,
  ends_on: null,
  created_at: '2025-03-01T12:00:00.000Z',
  updated_at: '2025-03-01T12:00:00.000Z',
  ...overrides,
});
