import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

dayjs.locale('pt-br');

/**
 * A period picked as local calendar days ('YYYY-MM-DD' from a date input) as instants:
 * the start of the first day and the end of the last, in the browser's time zone, so a
 * shift started at 22:00 in Brasília (01:00 UTC the next day) is found on the day it shows.
 */
export function localDayRange(start: string, end: string) {
  // dayjs reads a bare 'YYYY-MM-DD' as local midnight (Date would read it as UTC).
  const day = (value: string) => (value ? dayjs(value) : null);
  const from = day(start);
  const to = day(end);
  return {
    start_date: from?.isValid() ? from.startOf('day').toISOString() : undefined,
    end_date: to?.isValid() ? to.endOf('day').toISOString() : undefined,
  };
}
