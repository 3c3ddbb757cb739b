import { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { ActionIcon, CloseButton, Group, TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { INVALID_DATE_TEXT } from '@ponte/domain/dates';
import { dateTimeText, dayText, looksFinished, parseDateTimeText, parseDayText } from './date-text';

// @mantine/dates is only in this chunk, asked for the first time a date field is pointed at or focused.
const DateCalendar = lazy(async () => ({ default: (await import('./date-calendar')).DateCalendar }));

export type DateFieldProps = Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'label' | 'rightSection' | 'inputContainer'
> & {
  label: string;
  /** 'YYYY-MM-DD' (DateTimeField: 'YYYY-MM-DDTHH:mm', the browser's wall clock); '' when empty. */
  value: string;
  /** Called with a real day (or '') only: a text that is no date never leaves the field. */
  onChange: (value: string) => void;
  /** A button that empties the field, for filters that may be empty. */
  clearable?: boolean;
  /** The calendar offers no day before `min` or after `max` ('YYYY-MM-DD'); typing is checked by the screen. */
  min?: string;
  max?: string;
  /**
   * For a form that must not save a date typed wrong as no date at all (issue 29): a text that
   * is no day (31/02/2026, 12/1) stays in the field on leaving, flagged, and is told here, so the
   * form refuses to save it; null once the text is a day or empty again. Without it, such a
   * text goes back to the last good value on leaving (filters).
   */
  onInvalidText?: (text: string | null) => void;
};

const KINDS = {
  day: { parse: parseDayText, text: dayText, placeholder: 'dd/mm/aaaa' },
  dateTime: { parse: parseDateTimeText, text: dateTimeText, placeholder: 'dd/mm/aaaa hh:mm' },
};

/** A day typed as dd/mm/aaaa or picked from a calendar in Portuguese, whatever the browser's language. */
export function DateField(props: DateFieldProps) {
  return <PickerField {...props} withTime={false} />;
}

/** A day and time typed as dd/mm/aaaa hh:mm or picked from the calendar and a 24-hour clock. */
export function DateTimeField(props: DateFieldProps) {
  return <PickerField {...props} withTime />;
}

function PickerField(props: DateFieldProps & { withTime: boolean }) {
  const { withTime, label, value, onChange, clearable, min, max, error, disabled, readOnly, onInvalidText, ...rest } =
    props;
  const { onFocus, onBlur, onClick, onKeyDown, placeholder, ...inputProps } = rest;
  const kind = withTime ? KINDS.dateTime : KINDS.day;
  const calendarId = useId();

  // The text typed; it follows the value when the screen changes it (Limpar Filtros, a reset form).
  const [text, setText] = useState(() => kind.text(value));
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    if (kind.parse(text) !== value) setText(kind.text(value));
  }

  const bad = text.trim() !== '' && kind.parse(text) === null;
  const keepsBad = onInvalidText !== undefined;
  // Left while it held no date: flagged from then on (a form that keeps such a text).
  const [leftBad, setLeftBad] = useState(false);
  const tell = useRef(onInvalidText);
  tell.current = onInvalidText;
  useEffect(() => tell.current?.(bad ? text.trim() : null), [bad, text]);

  const [field, setField] = useState<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [armed, setArmed] = useState(false);
  const [opened, setOpened] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const locked = disabled || readOnly;
  const arm = () => setArmed(true);

  const open = (from: 'mouse' | 'keyboard') => {
    if (locked) return;
    arm();
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : inputRef.current;
    setFocusInside(from === 'keyboard');
    setOpened(true);
  };
  const close = (reason: 'picked' | 'escape' | 'outside' | 'done' | 'left') => {
    setOpened(false);
    setFocusInside(false);
    // Back to where the keyboard was (the field or its calendar button), unless the person went elsewhere.
    const inCalendar = document.getElementById(calendarId)?.contains(document.activeElement);
    if ((focusInside || inCalendar) && reason !== 'outside' && reason !== 'left')
      (opener.current ?? inputRef.current)?.focus();
  };

  const type = (next: string) => {
    setText(next);
    setLeftBad(false);
    const parsed = next.trim() === '' ? '' : kind.parse(next);
    if (parsed !== null && parsed !== value) onChange(parsed);
  };
  const pick = (picked: string) => {
    setText(kind.text(picked));
    if (picked !== value) onChange(picked);
  };
  const clear = () => {
    pick('');
    inputRef.current?.focus();
  };
  // Leaving the field shows what it holds: a text that was no date goes back to the last good one,
  // unless the form keeps it to refuse it.
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    if (keepsBad) setLeftBad(bad);
    else setText(kind.text(value));
    const next = event.relatedTarget;
    const stays =
      next instanceof Node && (field?.contains(next) || document.getElementById(calendarId)?.contains(next));
    if (opened && !focusInside && !stays) close('left');
    onBlur?.(event);
  };

  const typedWrong = bad && (looksFinished(text, withTime) || leftBad);
  const showClear = clearable && value !== '' && !locked;
  const sections: ReactNode = (
    <Group gap={2} wrap="nowrap">
      {showClear && <CloseButton size="md" aria-label={`Limpar ${label}`} onClick={clear} />}
      <ActionIcon
        variant="subtle"
        color="gray"
        size="md"
        disabled={locked}
        aria-label={`Abrir calendário: ${label}`}
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-controls={opened ? calendarId : undefined}
        data-mantine-stop-propagation={opened || undefined}
        onFocus={arm}
        onClick={() => (opened ? close('escape') : open('keyboard'))}
      >
        <IconCalendar size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );

  return (
    <TextInput
      {...inputProps}
      ref={inputRef}
      label={label}
      value={text}
      placeholder={placeholder ?? kind.placeholder}
      autoComplete="off"
      disabled={disabled}
      readOnly={readOnly}
      // A form that keeps a wrong text says why in its own words once it refused it.
      error={keepsBad ? error || (typedWrong ? INVALID_DATE_TEXT : undefined) : typedWrong ? INVALID_DATE_TEXT : error}
      data-mantine-stop-propagation={opened || undefined}
      rightSection={sections}
      rightSectionWidth={showClear ? 64 : 36}
      rightSectionPointerEvents="all"
      onChange={(event) => type(event.currentTarget.value)}
      onFocus={(event) => {
        arm();
        onFocus?.(event);
      }}
      onBlur={leave}
      onClick={(event) => {
        if (!opened) open('mouse');
        onClick?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' && !locked) {
          event.preventDefault();
          open('keyboard');
        } else if (event.key === 'Escape' && opened) close('escape');
        onKeyDown?.(event);
      }}
      inputContainer={(input) => (
        <div ref={setField} style={{ position: 'relative' }} onPointerEnter={arm}>
          {input}
          {armed && (
            <Suspense fallback={null}>
              <DateCalendar
                opened={opened}
                focusInside={focusInside}
                value={value}
                withTime={withTime}
                label={label}
                id={calendarId}
                minDate={min}
                maxDate={max}
                field={field}
                onPick={pick}
                onClose={close}
              />
            </Suspense>
          )}
        </div>
      )}
    />
  );
}
