import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { StatsPeriodQuerySchema } from '@ponte/domain/stats';
import { STATS_GROUPS, type StatsGroup } from '@ponte/domain/stats-grouping';
import { errorsByField } from '../../../lib/period-filter';
import type { StatsPeriodInput } from '../api/query-keys';

const DEFAULT_PERIOD: StatsPeriodInput = { start_date: '', end_date: '' };

const errorsOf = (period: StatsPeriodInput) =>
  errorsByField<StatsPeriodInput>(StatsPeriodQuerySchema.safeParse(period));

/** The address with the period and grouping set; empty values and the default grouping are left out. */
function withPeriod(params: URLSearchParams, period: StatsPeriodInput, group: StatsGroup) {
  const next = new URLSearchParams(params);
  for (const key of ['start_date', 'end_date'] as const)
    if (period[key]) next.set(key, period[key]);
    else next.delete(key);
  if (group === 'day') next.delete('group');
  else next.set('group', group);
  return next;
}

/**
 * A statistics screen's period and grouping, kept in the address (?start_date&end_date&group,
 * issue 29) so a drill-down and Back, a reload or a shared link show the same figures. What is
 * typed but not yet a valid period stays on screen only, tied to the address it was typed over:
 * when the address changes (Back), the fields follow it.
 */
export function useStatsPeriod() {
  const [params, setParams] = useSearchParams();
  const fromAddress = { start_date: params.get('start_date') ?? '', end_date: params.get('end_date') ?? '' };
  const asked = params.get('group');
  const group: StatsGroup = STATS_GROUPS.find((g) => g === asked) ?? 'day';
  const address = params.toString();
  const [draft, setDraft] = useState<{ address: string; period: StatsPeriodInput } | null>(null);
  const period = draft?.address === address ? draft.period : fromAddress;
  const errors = errorsOf(period);
  // An address typed by hand with a bad period asks for the default one; the fields show why.
  const applied = StatsPeriodQuerySchema.safeParse(fromAddress).success ? fromAddress : DEFAULT_PERIOD;

  const go = (next: URLSearchParams, typed: StatsPeriodInput) => {
    setDraft({ address: next.toString(), period: typed });
    setParams(next, { replace: true });
  };
  const change = (key: keyof StatsPeriodInput, value: string) => {
    const next = { ...period, [key]: value };
    // A half-typed or inverted period keeps the last good one on screen and in the address.
    if (StatsPeriodQuerySchema.safeParse(next).success) go(withPeriod(params, next, group), next);
    else setDraft({ address, period: next });
  };
  const clear = () => go(withPeriod(params, DEFAULT_PERIOD, 'day'), DEFAULT_PERIOD);
  const regroup = (next: StatsGroup) => setParams(withPeriod(params, applied, next), { replace: true });
  return { period, applied, errors, group, change, clear, regroup, search: address ? `?${address}` : '' };
}
