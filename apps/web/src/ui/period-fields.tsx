import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { QUICK_PERIODS, quickPeriod } from '@ponte/domain/dates';
import { DateField } from './date-field';

export type Period = { start_date: string; end_date: string };

export type PeriodFieldsProps = {
  period: Period;
  errors: Partial<Record<keyof Period, ReactNode>>;
  onChange: (key: keyof Period, value: string) => void;
  /** Each field's width from 'xs' up, full width on a phone; null leaves it to the layout around. */
  width?: number | null;
  /** The fields' labels, when the period is not a filter's ('Primeiro dia', 'Último dia'). */
  labels?: readonly [start: string, end: string];
  /** Both days are needed: marked so, with no button that empties them. */
  required?: boolean;
  /** Each calendar offers no day past the other's (false: a form that refuses an inverted period itself). */
  bounded?: boolean;
};

/**
 * 'Data Início' and 'Data Fim' of a filter (or another pair of days a form names): each bounds the other's calendar, and each shows
 * its own error (an inverted period under 'Data Fim').
 */
export function PeriodFields({
  period,
  errors,
  onChange,
  width = 180,
  labels = ['Data Início', 'Data Fim'],
  required = false,
  bounded = true,
}: PeriodFieldsProps) {
  return (
    <>
      <DateField
        label={labels[0]}
        value={period.start_date}
        max={bounded ? period.end_date : undefined}
        error={errors.start_date}
        onChange={(day) => onChange('start_date', day)}
        clearable={!required}
        withAsterisk={required}
        w={width === null ? undefined : { base: '100%', xs: width }}
      />
      <DateField
        label={labels[1]}
        value={period.end_date}
        min={bounded ? period.start_date : undefined}
        error={errors.end_date}
        onChange={(day) => onChange('end_date', day)}
        clearable={!required}
        withAsterisk={required}
        w={width === null ? undefined : { base: '100%', xs: width }}
      />
    </>
  );
}

/** Hoje, 7 dias, Este mês, Mês passado (issue 28): the one the days match is pressed. */
export function QuickPeriods({ period, onPick }: { period: Period; onPick: (period: Period) => void }) {
  return (
    <Group gap="xs" role="group" aria-label="Períodos rápidos">
      {QUICK_PERIODS.map(({ key, label }) => {
        const days = quickPeriod(key);
        const on = period.start_date === days.start_date && period.end_date === days.end_date;
        return (
          <Button key={key} size="xs" variant={on ? 'filled' : 'light'} aria-pressed={on} onClick={() => onPick(days)}>
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
