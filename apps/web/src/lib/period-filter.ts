import { useState } from 'react';

/** A schema's answer, as zod's `safeParse` gives it. */
type Parsed =
  { success: true } | { success: false; error: { issues: { path: readonly PropertyKey[]; message: string }[] } };
type Schema = { safeParse: (value: unknown) => Parsed };

/** A refusal's messages under the field each names; one about the whole (an inverted period) goes under 'end_date'. */
export function errorsByField<T>(result: Parsed): Partial<Record<keyof T, string>> {
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0] ?? 'end_date'), i.message])) as Partial<
    Record<keyof T, string>
  >;
}

/** A report's period as the date inputs hold it ('' = no bound). */
export type FilterPeriod = { start_date: string; end_date: string };
const NO_PERIOD: FilterPeriod = { start_date: '', end_date: '' };

/**
 * A report's period filter: what is typed (`period`, with its `errors`) and the last valid period
 * the report is asked for (`applied`); a half-typed or inverted period keeps the last good one.
 */
export function usePeriodFilter(schema: Schema) {
  const [period, setPeriod] = useState<FilterPeriod>(NO_PERIOD);
  const [applied, setApplied] = useState<FilterPeriod>(NO_PERIOD);
  const change = (key: keyof FilterPeriod, value: string) => {
    const next = { ...period, [key]: value };
    setPeriod(next);
    if (schema.safeParse(next).success) setApplied(next);
  };
  const clear = () => {
    setPeriod(NO_PERIOD);
    setApplied(NO_PERIOD);
  };
  return { period, applied, errors: errorsByField<FilterPeriod>(schema.safeParse(period)), change, clear };
}
