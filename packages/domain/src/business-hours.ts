import { z } from 'zod';
import {
  addDays,
  daysInPeriod,
  isCalendarDay,
  secondsBetween,
  shopClockAt,
  shopDayStart,
  SHOP_TIME_ZONE,
} from './dates';

/*
 * Issue 32, 'Horário de atendimento': the hours staff answer chats, per weekday, and the days the
 * shop is shut (holidays), in the shop's time (São Paulo). A customer who writes while it is
 * closed, and whom the bot will not answer, gets the away message once per closed period; the
 * response-time statistics count only open hours (docs/0066).
 */

export const WEEKDAY_NAMES = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;
export const HOLIDAYS_MAX = 60;
export const HOLIDAY_NAME_MAX = 60;
export const AWAY_MESSAGE_MAX = 1000;
/** The away message's placeholder for the next opening ('segunda-feira, 30/11, às 09:00'). */
export const NEXT_OPENING_PLACEHOLDER = '{abertura}';
export const DEFAULT_AWAY_MESSAGE =
  'Olá! No momento estamos fora do horário de atendimento. Sua mensagem ficou registrada e responderemos a partir de {abertura}.';

export const businessHoursText = {
  title: 'Horário de atendimento',
  hint: 'Fora deste horário, quem escrever e não for atendido pelo bot recebe a mensagem automática uma vez por período fechado. O tempo de resposta das estatísticas conta só as horas abertas.',
  enabledLabel: 'Usar horário de atendimento',
  openLabel: 'Aberto',
  opensLabel: 'Abre às',
  closesLabel: 'Fecha às',
  closedDay: 'Fechado',
  holidaysTitle: 'Feriados e dias fechados',
  holidayDate: 'Data',
  holidayName: 'Descrição',
  addHoliday: 'Adicionar feriado',
  removeHoliday: 'Remover feriado',
  noHolidays: 'Nenhum feriado cadastrado',
  awayMessageLabel: 'Mensagem automática fora do horário',
  awayMessageHint: 'Use {abertura} para o dia e a hora em que o atendimento volta.',
  save: 'Salvar horário',
  invalidTime: 'Horário inválido (use hh:mm, ex.: 09:00)',
  closesBeforeOpens: 'O fechamento deve ser depois da abertura',
  noOpenDay: 'Marque ao menos um dia aberto',
  invalidHoliday: 'Data inválida',
  duplicateHoliday: 'Esta data já está na lista',
  tooManyHolidays: `No máximo ${HOLIDAYS_MAX} feriados`,
  holidayNameTooLong: `A descrição deve ter no máximo ${HOLIDAY_NAME_MAX} caracteres`,
  awayMessageRequired: 'Escreva a mensagem automática',
  awayMessageTooLong: `A mensagem deve ter no máximo ${AWAY_MESSAGE_MAX} caracteres`,
  openNow: 'Atendimento aberto agora',
  closedNow: 'Fora do horário de atendimento',
  nextOpening: 'Abre',
  soonOpening: 'o próximo dia de atendimento',
} as const;

const DAY_MINUTES = 24 * 60;

/**
 * Minutes since midnight of a time typed the Brazilian ways: '9', '9h', '09:00', '9:30', '18h30'.
 * 24:00 is a closing time only (the day's end). Null for anything else.
 */
export function minutesOfTime(text: string, closing = false): number | null {
  const match = /^(\d{1,2})(?:\s*[:hH]\s*(\d{2})?)?\s*$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const total = hours * 60 + minutes;
  if (minutes > 59 || total > DAY_MINUTES || (total === DAY_MINUTES && !closing)) return null;
  return total;
}

/** 'HH:MM' of minutes since midnight. */
export const timeOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const DEFAULT_DAY = { open: false, opens: '09:00', closes: '18:00' };

const DaySchema = z
  .object({
    open: z.boolean({ error: 'Valor inválido' }),
    opens: z.string({ error: businessHoursText.invalidTime }).max(10, businessHoursText.invalidTime),
    closes: z.string({ error: businessHoursText.invalidTime }).max(10, businessHoursText.invalidTime),
  })
  .strict()
  .superRefine((day, ctx) => {
    // A closed day's times are kept for when it opens again, but only an open day's must be right.
    if (!day.open) return;
    const opens = minutesOfTime(day.opens);
    const closes = minutesOfTime(day.closes, true);
    if (opens === null) ctx.addIssue({ code: 'custom', path: ['opens'], message: businessHoursText.invalidTime });
    if (closes === null) ctx.addIssue({ code: 'custom', path: ['closes'], message: businessHoursText.invalidTime });
    else if (opens !== null && closes <= opens)
      ctx.addIssue({ code: 'custom', path: ['closes'], message: businessHoursText.closesBeforeOpens });
  })
  .transform((day) => {
    const opens = minutesOfTime(day.opens);
    const closes = minutesOfTime(day.closes, true);
    return {
      open: day.open,
      opens: opens === null ? DEFAULT_DAY.opens : timeOfMinutes(opens),
      closes: closes === null ? DEFAULT_DAY.closes : timeOfMinutes(closes),
    };
  });

const HolidaySchema = z
  .object({
    date: z.string({ error: businessHoursText.invalidHoliday }).refine(isCalendarDay, businessHoursText.invalidHoliday),
    name: z.string({ error: 'Valor inválido' }).trim().max(HOLIDAY_NAME_MAX, businessHoursText.holidayNameTooLong),
  })
  .strict();

/** PUT /api/business-hours: the whole setting at once (weekdays from Sunday, 0, to Saturday, 6). */
export const BusinessHoursBodySchema = z
  .object({
    enabled: z.boolean({ error: 'Valor inválido' }),
    days: z.array(DaySchema).length(7, 'Informe os sete dias da semana'),
    holidays: z.array(HolidaySchema).max(HOLIDAYS_MAX, businessHoursText.tooManyHolidays),
    away_message: z
      .string({ error: businessHoursText.awayMessageRequired })
      .trim()
      .min(1, businessHoursText.awayMessageRequired)
      .max(AWAY_MESSAGE_MAX, businessHoursText.awayMessageTooLong),
  })
  .strict()
  .superRefine((hours, ctx) => {
    if (hours.enabled && !hours.days.some((d) => d.open))
      ctx.addIssue({ code: 'custom', path: ['days'], message: businessHoursText.noOpenDay });
    const seen = new Set<string>();
    hours.holidays.forEach((h, i) => {
      if (seen.has(h.date))
        ctx.addIssue({ code: 'custom', path: ['holidays', i, 'date'], message: businessHoursText.duplicateHoliday });
      seen.add(h.date);
    });
  })
  .transform((hours) => ({ ...hours, holidays: [...hours.holidays].sort((a, b) => a.date.localeCompare(b.date)) }));
export type BusinessHoursBody = z.input<typeof BusinessHoursBodySchema>;
export type BusinessHours = z.output<typeof BusinessHoursBodySchema>;

/** Off until an admin turns it on: Monday to Friday, 09:00 to 18:00. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  enabled: false,
  days: WEEKDAY_NAMES.map((_, weekday) => ({ ...DEFAULT_DAY, open: weekday >= 1 && weekday <= 5 })),
  holidays: [],
  away_message: DEFAULT_AWAY_MESSAGE,
};

/** GET /api/business-hours: the setting, whether the shop is open now and when it opens next. */
export const BusinessHoursViewSchema = z.object({
  enabled: z.boolean(),
  days: z.array(z.object({ open: z.boolean(), opens: z.string(), closes: z.string() })),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  away_message: z.string(),
  open_now: z.boolean(),
  /** ISO instant; null while open (or with no open day ahead). */
  next_opening: z.string().nullable(),
});
export type BusinessHoursView = z.infer<typeof BusinessHoursViewSchema>;

/**
 * The instant a shop day's clock reads `minutes` past midnight (1440: the next day's start).
 * On the few old days the offset changed (daylight saving until 2019), the clock is read again
 * so 09:00 is 09:00 on the wall, not an hour off.
 */
function shopInstant(day: string, minutes: number): number {
  const start = shopDayStart(day).getTime();
  const next = shopDayStart(addDays(day, 1)).getTime();
  if (minutes >= DAY_MINUTES) return next;
  const guess = start + minutes * 60_000;
  if (next - start === DAY_MINUTES * 60_000) return guess;
  const shown = shopClockAt(new Date(guess));
  const drift = (shown.day === day ? shown.minutes : shown.minutes + DAY_MINUTES) - minutes;
  return guess - Math.round(drift) * 60_000;
}

/** A shop day's open stretch as instants (ms), or null when it is shut (its weekday or a holiday). */
function openWindow(hours: BusinessHours, day: string, holidays: Set<string>): [number, number] | null {
  if (holidays.has(day)) return null;
  const setting = hours.days[weekdayOf(day)];
  if (!setting?.open) return null;
  return [shopInstant(day, minutesOfTime(setting.opens)!), shopInstant(day, minutesOfTime(setting.closes, true)!)];
}

const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** A weekday's open milliseconds on an ordinary day (no holiday, no change of offset). */
function weekdayOpenMs(hours: BusinessHours, weekday: number): number {
  const setting = hours.days[weekday];
  if (!setting?.open) return 0;
  return (minutesOfTime(setting.closes, true)! - minutesOfTime(setting.opens)!) * 60_000;
}

const holidaySet = (hours: BusinessHours) => new Set(hours.holidays.map((h) => h.date));

/** Whether staff are at work at an instant: always, while the setting is off. */
export function isOpenAt(hours: BusinessHours, at: Date): boolean {
  if (!hours.enabled) return true;
  const window = openWindow(hours, shopClockAt(at).day, holidaySet(hours));
  return window !== null && at.getTime() >= window[0] && at.getTime() < window[1];
}

/** Days looked ahead for the next opening: a year of holidays cannot hide every open day. */
const LOOK_AHEAD_DAYS = 400;

/** The first opening after an instant (the end of the closed period it falls in), or null. */
export function nextOpening(hours: BusinessHours, at: Date): Date | null {
  if (!hours.enabled) return null;
  const holidays = holidaySet(hours);
  let day = shopClockAt(at).day;
  for (let i = 0; i <= LOOK_AHEAD_DAYS; i += 1, day = addDays(day, 1)) {
    const window = openWindow(hours, day, holidays);
    if (window && window[0] > at.getTime()) return new Date(window[0]);
  }
  return null;
}

/**
 * Whole seconds of open hours from one ISO instant to a later one: the response time the
 * statistics count. With the setting off every hour is open (the plain difference).
 */
export function openSecondsBetween(hours: BusinessHours, from: string, to: string): number {
  if (!hours.enabled) return secondsBetween(from, to);
  const start = Date.parse(from);
  const end = Date.parse(to);
  if (!(end > start)) return 0;
  const holidays = holidaySet(hours);
  const within = (day: string) => {
    const window = openWindow(hours, day, holidays);
    return window ? Math.max(0, Math.min(end, window[1]) - Math.max(start, window[0])) : 0;
  };
  const first = shopClockAt(new Date(start)).day;
  const last = shopClockAt(new Date(end)).day;
  if (first === last) return Math.round(within(first) / 1000);
  let open = within(first) + within(last);
  // The days in between are whole: counted by the week, so a question left for years costs
  // no more than one left for a month (the webhook's transaction waits for this).
  let day = addDays(first, 1);
  let between = daysInPeriod(first, last) - 2;
  const weeks = Math.floor(between / 7);
  if (weeks > 0) {
    const weekly = [0, 1, 2, 3, 4, 5, 6].reduce((sum, w) => sum + weekdayOpenMs(hours, w), 0);
    const after = addDays(day, weeks * 7);
    open += weeks * weekly;
    for (const holiday of holidays)
      if (holiday >= day && holiday < after) open -= weekdayOpenMs(hours, weekdayOf(holiday));
    day = after;
    between -= weeks * 7;
  }
  for (; between > 0; between -= 1, day = addDays(day, 1)) {
    const window = openWindow(hours, day, holidays);
    if (window) open += window[1] - window[0];
  }
  return Math.round(open / 1000);
}

const openingFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'segunda-feira, 30/11, às 09:00', in the shop's time. */
export function openingText(at: Date): string {
  const part = Object.fromEntries(openingFormat.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.weekday}, ${part.day}/${part.month}, às ${part.hour}:${part.minute}`;
}

/** The away message as the customer reads it, {abertura} filled. */
export function awayMessageFor(hours: BusinessHours, at: Date): string {
  const opening = nextOpening(hours, at);
  return hours.away_message
    .split(NEXT_OPENING_PLACEHOLDER)
    .join(opening ? openingText(opening) : businessHoursText.soonOpening);
}
