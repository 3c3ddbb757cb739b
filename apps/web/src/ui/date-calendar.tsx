import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { useState } from 'react';
import { Button, Popover, Stack } from '@mantine/core';
import {
  DatePicker,
  DatesProvider,
  TimePicker,
  type DatePickerProps,
  type DatesProviderSettings,
} from '@mantine/dates';
import { useClickOutside } from '@mantine/hooks';
import dayjs from 'dayjs';
import { shopToday } from '@ponte/domain/dates';

/**
 * The calendar of the date fields (date-field.tsx), a chunk of its own: @mantine/dates and its
 * styles load the first time a person points at or focuses a date field, never with the shell
 * or the dashboard (docs/0030, docs/0032). Portuguese whatever the browser's language:
 * month and weekday names from dayjs' pt-br, weeks from Sunday as Brazilian calendars print them.
 */
// No weekend days: Mantine paints them red.6, 3.3:1 on white (docs/0031).
const PT_BR: DatesProviderSettings = { locale: 'pt-br', firstDayOfWeek: 0, weekendDays: [] };

// The month and year buttons keep their text ('novembro 2026') as their name.
const ARIA_LABELS = {
  nextMonth: 'Próximo mês',
  previousMonth: 'Mês anterior',
  nextYear: 'Próximo ano',
  previousYear: 'Ano anterior',
  nextDecade: 'Próxima década',
  previousDecade: 'Década anterior',
};

/** With no time picked yet, a day picked for a date and time is at 09:00, the start of the shop's day. */
export const DEFAULT_TIME = '09:00';

/**
 * Mantine marks the days and header controls of a picker inside a modal with this, so Escape
 * closes the calendar and not the modal under it. The prop is internal (DatePickerInput sets it).
 */
const stopEscapeAtCalendar = { __stopPropagation: true } as Partial<DatePickerProps>;
const stopEscape = { 'data-mantine-stop-propagation': true };

export type DateCalendarProps = {
  opened: boolean;
  /** Opened from the keyboard (or the calendar button): focus moves into the calendar and stays there. */
  focusInside: boolean;
  /** 'YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm' with `withTime`; '' when empty. */
  value: string;
  withTime: boolean;
  /** The field's label, to name the dialog. */
  label: string;
  id: string;
  minDate?: string;
  maxDate?: string;
  /** The field's box: the calendar opens under it, and a click in it is not a click outside. */
  field: HTMLElement | null;
  onPick: (value: string) => void;
  onClose: (reason: 'picked' | 'escape' | 'outside' | 'done') => void;
};

export function DateCalendar(props: DateCalendarProps) {
  const { opened, focusInside, value, withTime, label, id, minDate, maxDate, field, onPick, onClose } = props;
  const day = value.slice(0, 10);
  const time = value.slice(11, 16);
  const [dropdown, setDropdown] = useState<HTMLDivElement | null>(null);
  // The month on show: the chosen day's, else this month; it follows a day typed in the field.
  // The shop's day (São Paulo), as every 'today' in Ponte, whatever the browser's zone.
  const today = shopToday();
  const [shown, setShown] = useState(day || today);
  const [seen, setSeen] = useState({ opened, day });
  if (seen.opened !== opened || seen.day !== day) {
    setSeen({ opened, day });
    if ((opened && !seen.opened) || day !== seen.day) setShown(day || today);
  }
  const [pendingTime, setPendingTime] = useState(time || DEFAULT_TIME);
  if (time && time !== pendingTime) setPendingTime(time);

  useClickOutside(() => opened && onClose('outside'), null, [field, dropdown]);

  // Where the keyboard lands on opening: the chosen day, else today, as Mantine puts in the Tab order.
  const focusDay = dayjs(shown).format('YYYY-MM-DD');
  const getDayProps: DatePickerProps['getDayProps'] = (date) => {
    const iso = dayjs(date).format('YYYY-MM-DD');
    return {
      'data-autofocus': (focusInside && iso === focusDay) || undefined,
      'aria-pressed': iso === day || undefined,
    };
  };

  const pickDay = (picked: string | null) => {
    if (!picked) return;
    if (!withTime) {
      onPick(picked);
      onClose('picked');
    } else onPick(`${picked}T${pendingTime}`);
  };
  const pickTime = (picked: string) => {
    const hhmm = picked.slice(0, 5);
    if (!/^\d{2}:\d{2}$/.test(hhmm)) return;
    setPendingTime(hhmm);
    if (day) onPick(`${day}T${hhmm}`);
  };

  return (
    <DatesProvider settings={PT_BR}>
      <Popover
        opened={opened}
        position="bottom-start"
        offset={4}
        shadow="md"
        trapFocus={focusInside}
        closeOnClickOutside={false}
        withRoles={false}
        onDismiss={() => onClose('escape')}
      >
        <Popover.Target>
          {/* The field's box, for the popover to open under: the input itself belongs to date-field.tsx. */}
          <span aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
        </Popover.Target>
        <Popover.Dropdown
          ref={setDropdown}
          id={id}
          role="dialog"
          aria-label={`Calendário: ${label}`}
          p="xs"
          // A click on a day keeps the focus where it is (the field, when the mouse opened it);
          // the time's own inputs take it.
          onMouseDown={(event) => {
            if (!(event.target instanceof HTMLInputElement)) event.preventDefault();
          }}
        >
          <Stack gap="xs">
            <DatePicker
              value={day || null}
              onChange={pickDay}
              date={shown}
              onDateChange={setShown}
              minDate={minDate || undefined}
              maxDate={maxDate || undefined}
              hideOutsideDates
              highlightToday
              weekdayFormat="ddd"
              ariaLabels={ARIA_LABELS}
              getDayAriaLabel={(date) => dayjs(date).locale('pt-br').format('D [de] MMMM [de] YYYY')}
              getDayProps={getDayProps}
              {...stopEscapeAtCalendar}
            />
            {withTime && (
              <>
                <TimePicker
                  label="Hora"
                  format="24h"
                  value={pendingTime}
                  onChange={pickTime}
                  hoursInputLabel="Horas"
                  minutesInputLabel="Minutos"
                  hoursInputProps={stopEscape}
                  minutesInputProps={stopEscape}
                />
                <Button size="xs" variant="default" onClick={() => onClose('done')} data-mantine-stop-propagation>
                  Pronto
                </Button>
              </>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </DatesProvider>
  );
}
