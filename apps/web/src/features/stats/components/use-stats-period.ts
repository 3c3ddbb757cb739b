import { useState } from 'react';
import { StatsPeriodQuerySchema } from '@ponte/domain/stats';
import type { StatsPeriodInput } from '../api/query-keys';

const DEFAULT_PERIOD: StatsPeriodInput = { start_date: '', end_date: '' };

/** The period inputs of a statistics screen: what is typed, what is asked for, and the errors. */
export function useStatsPeriod() {
  const [period, setPeriod] = useState<StatsPeriodInput>(DEFAULT_PERIOD);
  const [applied, setApplied] = useState<StatsPeriodInput>(DEFAULT_PERIOD);
  const result = StatsPeriodQuerySchema.safeParse(period);
  const errors: Partial<Record<keyof StatsPeriodInput, string>> = result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0] ?? 'end_date'), i.message]));
  const change = (key: keyof StatsPeriodInput, value: string) => {
    const next = { ...period, [key]: value };
    setPeriod(next);
    // A half-typed or inverted period keeps the last good one on screen.
    if (StatsPeriodQuerySchema.safeParse(next).success) setApplied(next);
  };
  const clear = () => {
    setPeriod(DEFAULT_PERIOD);
    setApplied(DEFAULT_PERIOD);
  };
  return { period, applied, errors, change, clear };
}
